import type { z } from "zod";

import { type Answer, call, type Caller, idempotencyHeaders } from "~/lib/api/call.server";
import { type cancelBody, type scheduleItemBody, scheduleOperations } from "~/lib/contract/schedule";
import { scheduleOverviewOperations } from "~/lib/contract/schedule-overview";

export type ScheduleItem = Answer<(typeof scheduleOperations)["show"]["response"]>;
type ScheduleItemInput = z.input<typeof scheduleItemBody>;

export function createScheduleItem(caller: Caller, item: ScheduleItemInput, form?: FormData): Promise<ScheduleItem> {
  return call(caller, scheduleOperations.create, { body: item, headers: form ? idempotencyHeaders(form) : {} });
}

export function getScheduleItem(caller: Caller, id: number): Promise<ScheduleItem> {
  return call(caller, scheduleOperations.show, { params: { id } });
}

export function updateScheduleItem(caller: Caller, id: number, item: ScheduleItemInput): Promise<ScheduleItem> {
  return call(caller, scheduleOperations.update, { params: { id }, body: item });
}

export function cancelScheduleItem(
  caller: Caller,
  id: number,
  body: z.input<typeof cancelBody>,
): Promise<ScheduleItem> {
  return call(caller, scheduleOperations.cancel, { params: { id }, body });
}

export function restoreScheduleItem(caller: Caller, id: number): Promise<ScheduleItem> {
  return call(caller, scheduleOperations.uncancel, { params: { id } });
}

/** A class entered by mistake: gone, not cancelled. */
export function deleteScheduleItem(caller: Caller, id: number): Promise<ScheduleItem> {
  return call(caller, scheduleOperations.remove, { params: { id } });
}

export type ScheduleOverview = Answer<typeof scheduleOverviewOperations.show.response>;

export function getScheduleOverview(caller: Caller, group: number): Promise<ScheduleOverview> {
  return call(caller, scheduleOverviewOperations.show, { query: { group } });
}

/** One class of a weekly series: `key` is its own Idempotency-Key, so a resent series adds each class once. */
export function createSeriesClass(caller: Caller, item: ScheduleItemInput, key: string): Promise<ScheduleItem> {
  return call(caller, scheduleOperations.create, { body: item, headers: { "Idempotency-Key": key } });
}
