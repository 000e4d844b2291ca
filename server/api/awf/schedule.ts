import type { z } from "zod";

import {
  fromWire,
  scheduleItemBody,
  scheduleItemResponse,
  scheduleOperations,
  toWire,
} from "../../../app/lib/contract";
import { scheduleDateProblem } from "../../../app/lib/validation";
import type { GroupRow } from "../../db/groups";
import {
  deleteScheduleItem,
  findOwnScheduleItem,
  insertScheduleItem,
  listScheduleItems,
  type ScheduleItemRow,
  updateScheduleItem,
} from "../../db/schedule";
import { localDateTimeInPoland } from "../../domain/calendar";
import {
  cancelScheduleItem,
  SCHEDULE_MESSAGES,
  type ScheduleChange,
  scheduleItemDeletion,
  uncancelScheduleItem,
} from "../../domain/schedule";
import { type ApiContext, requireUser, type User } from "../context";
import { ApiError, fieldError, nonFieldError, notFound } from "../http/errors";
import { type Input, routes } from "../http/route";
import { idParam } from "../http/validation";
import { deleteOwnAudited, requireOwnGroup, requireSetupFlag, rowsOfListedGroups } from "./access";

const SCHEDULE_ITEM_NOT_FOUND = "Nie znaleziono zajęć.";

/** PostgreSQL gives "2026-03-10 14:30:00"; the contract speaks datetime-local. */
export function localDateTime(value: string): string {
  return value.replace(" ", "T").slice(0, 16);
}

/** The class as the contract names it, in code's case. */
export function scheduleItemOf(item: ScheduleItemRow, group: GroupRow) {
  return { ...item, group: group.groupNumber, datetime: localDateTime(item.datetime) };
}

function scheduleItemJson(item: ScheduleItemRow, group: GroupRow) {
  return toWire(scheduleItemResponse, scheduleItemOf(item, group));
}

function columnsOf(body: z.output<typeof scheduleItemBody>, group: GroupRow) {
  const { group: _number, ...columns } = fromWire(scheduleItemBody, body);
  return { ...columns, groupId: group.id };
}

async function requireOwnItem(c: ApiContext, user: User): Promise<{ item: ScheduleItemRow; group: GroupRow }> {
  const id = idParam(c.req.param("id"));
  const row = await findOwnScheduleItem(c.get("db"), user.id, id);
  if (!row) throw notFound(SCHEDULE_ITEM_NOT_FOUND);
  return row;
}

async function listItems(c: ApiContext) {
  const user = requireUser(c);
  await requireSetupFlag(c, user, "schedulePreviewAvailable", SCHEDULE_MESSAGES.previewClosed);
  const rows = await rowsOfListedGroups(c, user, listScheduleItems);
  return rows.map(({ row, group }) => scheduleItemJson(row, group));
}

async function readValidItem(
  c: ApiContext,
  user: User,
  input: Input<typeof scheduleOperations.create | typeof scheduleOperations.update>,
) {
  const setup = await requireSetupFlag(c, user, "scheduleAddingAvailable", SCHEDULE_MESSAGES.addingClosed);
  const body = await input.body();
  const problem = scheduleDateProblem(body.datetime, setup.season);
  if (problem) throw fieldError("datetime", problem);
  const group = await requireOwnGroup(c, user, body.group);
  return { body, group };
}

async function createItem(c: ApiContext, input: Input<typeof scheduleOperations.create>) {
  const user = requireUser(c);
  const { body, group } = await readValidItem(c, user, input);
  const item = await insertScheduleItem(c.get("db"), columnsOf(body, group));
  return scheduleItemJson(item, group);
}

async function showItem(c: ApiContext) {
  const user = requireUser(c);
  // ASVS 4.0.3 V4.1.3: no class of a club no longer accepted, or not in the season.
  await requireSetupFlag(c, user, "schedulePreviewAvailable", SCHEDULE_MESSAGES.previewClosed);
  const { item, group } = await requireOwnItem(c, user);
  return scheduleItemJson(item, group);
}

async function updateItem(c: ApiContext, input: Input<typeof scheduleOperations.update>) {
  const user = requireUser(c);
  const { item } = await requireOwnItem(c, user);
  if (item.status === "cancelled") throw nonFieldError(SCHEDULE_MESSAGES.editCancelled);
  const { body, group } = await readValidItem(c, user, input);
  const updated = await updateScheduleItem(c.get("db"), item.id, columnsOf(body, group));
  return scheduleItemJson(updated, group);
}

async function applyChange(c: ApiContext, item: ScheduleItemRow, group: GroupRow, change: ScheduleChange) {
  if (!change.ok) throw change.field ? fieldError(change.field, change.message) : nonFieldError(change.message);
  const updated = await updateScheduleItem(c.get("db"), item.id, change.state);
  return scheduleItemJson(updated, group);
}

async function cancelItem(c: ApiContext, input: Input<typeof scheduleOperations.cancel>) {
  const user = requireUser(c);
  const { item, group } = await requireOwnItem(c, user);
  await requireSetupFlag(c, user, "schedulePreviewAvailable", SCHEDULE_MESSAGES.previewClosed);
  const body = await input.body();
  return applyChange(c, item, group, cancelScheduleItem(item, body.cancellation_reason));
}

async function uncancelItem(c: ApiContext) {
  const user = requireUser(c);
  const { item, group } = await requireOwnItem(c, user);
  await requireSetupFlag(c, user, "schedulePreviewAvailable", SCHEDULE_MESSAGES.previewClosed);
  return applyChange(c, item, group, uncancelScheduleItem(item));
}

/** A class entered by mistake, before it starts, while the schedule may be changed; the teacher is the log's actor. */
async function removeItem(c: ApiContext) {
  const user = requireUser(c);
  const { item, group } = await requireOwnItem(c, user);
  await requireSetupFlag(c, user, "scheduleAddingAvailable", SCHEDULE_MESSAGES.addingClosed);
  const deletion = scheduleItemDeletion(scheduleItemOf(item, group), localDateTimeInPoland(c.get("deps").now()));
  if (!deletion.ok) throw new ApiError(409, { detail: deletion.message });
  const deleted = await deleteOwnAudited(
    c,
    user,
    {
      subject: "schedule-item",
      remove: (tx) => deleteScheduleItem(tx, item.id),
      before: (row) => scheduleItemJson(row, group),
    },
    SCHEDULE_ITEM_NOT_FOUND,
  );
  return scheduleItemJson(deleted, group);
}

export const scheduleRoutes = routes(scheduleOperations, {
  list: listItems,
  create: createItem,
  show: showItem,
  update: updateItem,
  cancel: cancelItem,
  uncancel: uncancelItem,
  remove: removeItem,
});
