import { fromWire, groupCountsBody, groupCountsResponse, seasonOperations, toWire } from "../../../app/lib/contract";
import { currentGroupsOf } from "../../db/groups";
import { type ApiContext, requireUser } from "../context";
import { type Input, routes } from "../http/route";
import { changeOwnGroups } from "./season";

async function listCounts(c: ApiContext) {
  const user = requireUser(c);
  const own = await currentGroupsOf(c.get("db"), user.id);
  return toWire(groupCountsResponse, own);
}

async function updateCounts(c: ApiContext, input: Input<typeof seasonOperations.updateGroupCounts>) {
  requireUser(c);
  await changeOwnGroups(c, fromWire(groupCountsBody, await input.body()));
  return listCounts(c);
}

export const groupRoutes = routes(seasonOperations, {
  groupCounts: listCounts,
  updateGroupCounts: updateCounts,
});
