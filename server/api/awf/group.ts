// /pl/api/awf/group/count/: how many girls and boys each group has.
import { Hono } from "hono";
import { and, eq } from "drizzle-orm";
import { currentGroupsOf } from "../../db/groups";
import { groups } from "../../db/schema";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { nonFieldError, notFound } from "../http/errors";
import { parseWith, readBody } from "../http/validation";
import { groupCountsBody } from "../schemas/season";
import { SEASON_MESSAGES } from "./season";

async function listCounts(c: ApiContext) {
  const user = requireUser(c);
  const own = await currentGroupsOf(c.get("db"), user.id);
  return c.json(own.map((group) => ({ group_number: group.groupNumber, girls_count: group.girlsCount, boys_count: group.boysCount })));
}

async function updateCounts(c: ApiContext) {
  const user = requireUser(c);
  const body = parseWith(groupCountsBody, await readBody(c));
  const db = c.get("db");
  const own = await currentGroupsOf(db, user.id);
  if (own.length === 0) throw nonFieldError(SEASON_MESSAGES.notEnrolled);
  for (const entry of body) {
    if (!own.some((group) => group.groupNumber === entry.group_number)) throw notFound(SEASON_MESSAGES.groupNotFound(entry.group_number));
  }
  await db.transaction(async (tx) => {
    for (const entry of body) {
      const group = own.find((candidate) => candidate.groupNumber === entry.group_number)!;
      await tx
        .update(groups)
        .set({ girlsCount: entry.girls_count, boysCount: entry.boys_count })
        .where(and(eq(groups.id, group.id), eq(groups.userId, user.id)));
    }
  });
  return listCounts(c);
}

export const groupRoutes = new Hono<ApiEnv>().get("/awf/group/count/", listCounts).put("/awf/group/count/", updateCounts);
