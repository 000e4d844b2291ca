import { type Answer, call, type Caller } from "~/lib/api/call.server";
import { expertOperations } from "~/lib/contract/experts";

export type Expert = Answer<(typeof expertOperations)["list"]["response"]>[number];
export type ExpertItem = Expert["items"][number];

export function listExperts(caller: Caller): Promise<Expert[]> {
  return call(caller, expertOperations.list);
}
