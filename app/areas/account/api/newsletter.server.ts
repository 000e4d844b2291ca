import { newsletterOperations } from "~/lib/contract/newsletter";

import { call, forwardedHeaders, type Answer, type Caller } from "~/lib/api/call.server";

export type Newsletter = Answer<(typeof newsletterOperations)["show"]["response"]>;

export function subscribeNewsletter(caller: Caller, request: Request): Promise<Newsletter> {
  return call(caller, newsletterOperations.subscribe, { headers: forwardedHeaders(request) });
}

export function unsubscribeNewsletter(caller: Caller): Promise<Newsletter> {
  return call(caller, newsletterOperations.unsubscribe);
}
