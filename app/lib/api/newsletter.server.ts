import { newsletterOperations } from "../contract/newsletter";

import { call, type Answer, type Caller } from "./call.server";

export type Newsletter = Answer<(typeof newsletterOperations)["show"]["response"]>;

export function getNewsletter(caller: Caller): Promise<Newsletter> {
  return call(caller, newsletterOperations.show);
}

export function subscribeNewsletter(caller: Caller): Promise<Newsletter> {
  return call(caller, newsletterOperations.subscribe);
}

export function unsubscribeNewsletter(caller: Caller): Promise<Newsletter> {
  return call(caller, newsletterOperations.unsubscribe);
}
