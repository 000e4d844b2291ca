import { eventOperations } from "~/lib/contract/events";

import { anonymous, call, forwardedHeaders, type Answer, type Caller } from "~/lib/api/call.server";

export type CongressEvent = Answer<(typeof eventOperations)["checkCode"]["response"]>;

export function checkEventCode(code: string, request: Request): Promise<CongressEvent> {
  return call(anonymous, eventOperations.checkCode, { body: { code }, headers: forwardedHeaders(request) });
}

export function listEvents(): Promise<CongressEvent[]> {
  return call(anonymous, eventOperations.list);
}

export function joinEventByCode(caller: Caller, code: string): Promise<CongressEvent> {
  return call(caller, eventOperations.join, { body: { code } });
}
