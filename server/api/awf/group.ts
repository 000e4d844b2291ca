import type { Hono } from "hono";
import { seasonOperations } from "../../../app/lib/contract";
import { currentGroupsOf } from "../../db/groups";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { route, type Input } from "../http/route";
import { changeOwnGroups } from "./season";

async function listCounts(c: ApiContext) {
  const user = requireUser(c);
  const own = await currentGroupsOf(c.get("db"), user.id);
  return own.map((group) => ({
    group_number: group.groupNumber,
    girls_count: group.girlsCount,
    boys_count: group.boysCount,
    disability_group: group.disabilityGroup,
  }));
}

async function updateCounts(c: ApiContext, input: Input<typeof seasonOperations.updateGroupCounts>) {
  requireUser(c);
  const body = await input.body();
  await changeOwnGroups(c, body, (entry) => ({
    girlsCount: entry.girls_count,
    boysCount: entry.boys_count,
    disabilityGroup: entry.disability_group,
  }));
  return listCounts(c);
}

export function groupRoutes(app: Hono<ApiEnv>): void {
  route(app, seasonOperations.groupCounts, listCounts);
  route(app, seasonOperations.updateGroupCounts, updateCounts);
}
