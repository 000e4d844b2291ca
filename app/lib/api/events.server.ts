import { eventOperations } from "../contract/events";

import { anonymous, call, forwardedHeaders, type Answer } from "./call.server";

export type CongressEvent = Answer<(typeof eventOperations)["checkCode"]["response"]>;

/** The congress city a registration code belongs to; a wrong code is a 400 on `code`. */
export function checkEventCode(code: string, request: Request): Promise<CongressEvent> {
  return call(anonymous, eventOperations.checkCode, { body: { code }, headers: forwardedHeaders(request) });
}
