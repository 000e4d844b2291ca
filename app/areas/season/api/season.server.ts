import type { z } from "zod";

import { type Answer, call, type Caller, idempotencyHeaders } from "~/lib/api/call.server";
import {
  type groupCountsBody,
  type seasonEnrollBody,
  seasonOperations,
  type seasonPlacesBody,
} from "~/lib/contract/season";

export type SeasonEnrollment = Answer<(typeof seasonOperations)["showEnrollment"]["response"]>;
export type GroupPlace = Answer<(typeof seasonOperations)["places"]["response"]>[number];
export type GroupCount = Answer<(typeof seasonOperations)["groupCounts"]["response"]>[number];

export function getSeasonEnrollment(caller: Caller): Promise<SeasonEnrollment> {
  return call(caller, seasonOperations.showEnrollment);
}

export function enrollInSeason(
  caller: Caller,
  body: z.input<typeof seasonEnrollBody>,
  form?: FormData,
): Promise<SeasonEnrollment> {
  return call(caller, seasonOperations.enroll, { body, headers: form ? idempotencyHeaders(form) : {} });
}

export function updateGroupPlaces(caller: Caller, body: z.input<typeof seasonPlacesBody>): Promise<GroupPlace[]> {
  return call(caller, seasonOperations.updatePlaces, { body });
}

export function getGroupCounts(caller: Caller): Promise<GroupCount[]> {
  return call(caller, seasonOperations.groupCounts);
}

export function updateGroupCounts(caller: Caller, body: z.input<typeof groupCountsBody>): Promise<GroupCount[]> {
  return call(caller, seasonOperations.updateGroupCounts, { body });
}

/** A new group, numbered after the highest, while classes may still be planned. */
export function addGroup(caller: Caller): Promise<SeasonEnrollment> {
  return call(caller, seasonOperations.addGroup);
}

/** A group without classes or surveys; the club keeps at least one. */
export function removeGroup(caller: Caller, number: number): Promise<SeasonEnrollment> {
  return call(caller, seasonOperations.removeGroup, { params: { number } });
}
