// /pl/api/awf/group/count/: how many girls and boys each group has.
import { Hono } from "hono";
import { currentGroupsOf } from "../../db/groups";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { parseWith, readBody } from "../http/validation";
import { groupCountsBody } from "../../../app/lib/contract";
import { updateOwnGroups } from "./season";

async function listCounts(c: ApiContext) {
  const user = requireUser(c);
  const own = await currentGroupsOf(c.get("db"), user.id);
  return c.json(
    own.map((group) => ({
      group_number: group.groupNumber,
      girls_count: group.girlsCount,
      boys_count: group.boysCount,
    })),
  );
}

async function updateCounts(c: ApiContext) {
  requireUser(c);
  const body = parseWith(groupCountsBody, await readBody(c));
  await updateOwnGroups(c, body, (entry) => ({ girlsCount: entry.girls_count, boysCount: entry.boys_count }));
  return listCounts(c);
}

export const groupRoutes = new Hono<ApiEnv>()
  .get("/awf/group/count/", listCounts)
  .put("/awf/group/count/", updateCounts);
