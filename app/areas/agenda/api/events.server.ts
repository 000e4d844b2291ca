import { anonymous, type Answer, call, type Caller, forwardedHeaders } from "~/lib/api/call.server";
import { eventOperations } from "~/lib/contract/events";

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
