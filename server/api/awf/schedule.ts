// /pl/api/awf/schedule/: classes of the teacher's groups in the current season.
import { Hono } from "hono";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { currentGroupsOf, type GroupRow } from "../../db/groups";
import { groups, scheduleItems } from "../../db/schema";
import {
  cancelScheduleItem,
  SCHEDULE_MESSAGES,
  scheduleDateProblem,
  uncancelScheduleItem,
  type ScheduleChange,
} from "../../domain/schedule";
import { requireUser, type ApiContext, type ApiEnv, type User } from "../context";
import { fieldError, nonFieldError, notFound } from "../http/errors";
import { idParam, parseWith, readObjectBody } from "../http/validation";
import { cancelBody, scheduleItemBody } from "../../../app/lib/contract";
import { groupFromQuery, requireOwnGroup, requireSetupFlag } from "./access";

type ScheduleItemRow = typeof scheduleItems.$inferSelect;

export const SCHEDULE_ITEM_NOT_FOUND = "Nie znaleziono zajęć.";

/** PostgreSQL gives "2026-03-10 14:30:00"; the contract speaks datetime-local: "2026-03-10T14:30". */
function localDateTime(value: string): string {
  return value.replace(" ", "T").slice(0, 16);
}

function scheduleItemJson(item: ScheduleItemRow, group: GroupRow) {
  return {
    id: item.id,
    group: group.groupNumber,
    datetime: localDateTime(item.datetime),
    place: item.place,
    topic: item.topic,
    girls_count: item.girlsCount,
    boys_count: item.boysCount,
    status: item.status,
    cancellation_reason: item.cancellationReason,
  };
}

/** One of the teacher's schedule items; anyone else's answers 404. */
async function requireOwnItem(c: ApiContext, user: User): Promise<{ item: ScheduleItemRow; group: GroupRow }> {
  const id = idParam(c.req.param("id"));
  const [row] = await c
    .get("db")
    .select({ item: scheduleItems, group: groups })
    .from(scheduleItems)
    .innerJoin(groups, eq(groups.id, scheduleItems.groupId))
    .where(and(eq(scheduleItems.id, id), eq(groups.userId, user.id)));
  if (!row) throw notFound(SCHEDULE_ITEM_NOT_FOUND);
  return row;
}

async function listItems(c: ApiContext) {
  const user = requireUser(c);
  await requireSetupFlag(c, user, "schedulePreviewAvailable", SCHEDULE_MESSAGES.previewClosed);
  const only = await groupFromQuery(c, user);
  const own = only ? [only] : await currentGroupsOf(c.get("db"), user.id);
  if (own.length === 0) return c.json([]);
  const rows = await c
    .get("db")
    .select()
    .from(scheduleItems)
    .where(
      inArray(
        scheduleItems.groupId,
        own.map((group) => group.id),
      ),
    )
    .orderBy(asc(scheduleItems.datetime), asc(scheduleItems.id));
  return c.json(
    rows.map((item) =>
      scheduleItemJson(
        item,
        own.find((group) => group.id === item.groupId)!,
      ),
    ),
  );
}

async function readValidItem(c: ApiContext, user: User) {
  const setup = await requireSetupFlag(c, user, "scheduleAddingAvailable", SCHEDULE_MESSAGES.addingClosed);
  const body = parseWith(scheduleItemBody, await readObjectBody(c));
  const problem = scheduleDateProblem(body.datetime, setup.season);
  if (problem) throw fieldError("datetime", problem);
  const group = await requireOwnGroup(c, user, body.group);
  return { body, group };
}

async function createItem(c: ApiContext) {
  const user = requireUser(c);
  const { body, group } = await readValidItem(c, user);
  const [item] = await c
    .get("db")
    .insert(scheduleItems)
    .values({
      groupId: group.id,
      datetime: body.datetime,
      place: body.place,
      topic: body.topic,
      girlsCount: body.girls_count,
      boysCount: body.boys_count,
    })
    .returning();
  return c.json(scheduleItemJson(item, group), 201);
}

async function showItem(c: ApiContext) {
  const user = requireUser(c);
  const { item, group } = await requireOwnItem(c, user);
  return c.json(scheduleItemJson(item, group));
}

async function updateItem(c: ApiContext) {
  const user = requireUser(c);
  const { item } = await requireOwnItem(c, user);
  if (item.status === "cancelled") throw nonFieldError(SCHEDULE_MESSAGES.editCancelled);
  const { body, group } = await readValidItem(c, user);
  const [updated] = await c
    .get("db")
    .update(scheduleItems)
    .set({
      groupId: group.id,
      datetime: body.datetime,
      place: body.place,
      topic: body.topic,
      girlsCount: body.girls_count,
      boysCount: body.boys_count,
      updatedAt: sql`now()`,
    })
    .where(eq(scheduleItems.id, item.id))
    .returning();
  return c.json(scheduleItemJson(updated, group));
}

async function applyChange(c: ApiContext, item: ScheduleItemRow, group: GroupRow, change: ScheduleChange) {
  if (!change.ok) throw change.field ? fieldError(change.field, change.message) : nonFieldError(change.message);
  const [updated] = await c
    .get("db")
    .update(scheduleItems)
    .set({ ...change.state, updatedAt: sql`now()` })
    .where(eq(scheduleItems.id, item.id))
    .returning();
  return c.json(scheduleItemJson(updated, group));
}

async function cancelItem(c: ApiContext) {
  const user = requireUser(c);
  const { item, group } = await requireOwnItem(c, user);
  await requireSetupFlag(c, user, "schedulePreviewAvailable", SCHEDULE_MESSAGES.previewClosed);
  const body = parseWith(cancelBody, await readObjectBody(c));
  return applyChange(c, item, group, cancelScheduleItem(item, body.cancellation_reason));
}

async function uncancelItem(c: ApiContext) {
  const user = requireUser(c);
  const { item, group } = await requireOwnItem(c, user);
  await requireSetupFlag(c, user, "schedulePreviewAvailable", SCHEDULE_MESSAGES.previewClosed);
  return applyChange(c, item, group, uncancelScheduleItem(item));
}

export const scheduleRoutes = new Hono<ApiEnv>()
  .get("/awf/schedule/", listItems)
  .post("/awf/schedule/", createItem)
  .get("/awf/schedule/:id/", showItem)
  .put("/awf/schedule/:id/", updateItem)
  .post("/awf/schedule/:id/cancel", cancelItem)
  .post("/awf/schedule/:id/uncancel", uncancelItem);
