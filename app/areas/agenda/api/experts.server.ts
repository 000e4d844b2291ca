import { expertOperations } from "~/lib/contract/experts";

import { call, type Answer, type Caller } from "~/lib/api/call.server";

/** The congress's experts (/eksperci), each with the agenda items they lead. */

export type Expert = Answer<(typeof expertOperations)["list"]["response"]>[number];
export type ExpertItem = Expert["items"][number];

/** Every expert by surname, with their items in every city, soonest first. */
export function listExperts(caller: Caller): Promise<Expert[]> {
  return call(caller, expertOperations.list);
}
