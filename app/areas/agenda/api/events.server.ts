import { eventOperations } from "~/lib/contract/events";

import { anonymous, call, forwardedHeaders, type Answer, type Caller } from "~/lib/api/call.server";

export type CongressEvent = Answer<(typeof eventOperations)["checkCode"]["response"]>;

/** The congress city a registration code belongs to; a wrong code is a 400 on `code`. */
export function checkEventCode(code: string, request: Request): Promise<CongressEvent> {
  return call(anonymous, eventOperations.checkCode, { body: { code }, headers: forwardedHeaders(request) });
}

/** Every congress city, soonest first. */
export function listEvents(): Promise<CongressEvent[]> {
  return call(anonymous, eventOperations.list);
}

/** The signed-in teacher joins the congress of another city with its code; a wrong code is a 400 on `code`. */
export function joinEventByCode(caller: Caller, code: string): Promise<CongressEvent> {
  return call(caller, eventOperations.join, { body: { code } });
}
