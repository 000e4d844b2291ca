import { type Answer, call, type Caller, forwardedHeaders } from "~/lib/api/call.server";
import { newsletterOperations } from "~/lib/contract/newsletter";

export type Newsletter = Answer<(typeof newsletterOperations)["show"]["response"]>;

export function subscribeNewsletter(caller: Caller, request: Request): Promise<Newsletter> {
  return call(caller, newsletterOperations.subscribe, { headers: forwardedHeaders(request) });
}

export function unsubscribeNewsletter(caller: Caller): Promise<Newsletter> {
  return call(caller, newsletterOperations.unsubscribe);
}
