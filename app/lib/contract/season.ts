// The club's season: enrolment with groups, the groups' usual places and pupil counts.
import { z } from "zod";

import { fitsInGroup, GROUP_MESSAGES, maxLength, optionalField, required } from "../validation";

import { isoDate } from "./common";
import { MAX_GROUPS_PER_CLUB, MAX_PUPILS_PER_GROUP } from "./constants";
import { operation } from "./operation";

/** A group is named by its number within the teacher's club (1, 2, …). */
export const groupNumber = z.coerce.number({ invalid_type_error: "Wprowadź liczbę." }).int().min(1).max(99);

export const pupilCount = z.coerce.number().int().min(0).max(MAX_PUPILS_PER_GROUP);

const place = optionalField(required.pipe(maxLength(200)));

/** `groups`: how many groups (2), or the list of groups with their usual places. */
export const seasonEnrollBody = z.object({
  groups: z.union([
    z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_GROUPS_PER_CLUB)
      .transform((count) =>
        Array.from({ length: count }, () => ({ default_classes_place: undefined as string | undefined })),
      ),
    z
      .array(z.object({ default_classes_place: place }))
      .min(1)
      .max(MAX_GROUPS_PER_CLUB),
  ]),
});

export const seasonPlacesBody = z
  .array(z.object({ group_number: groupNumber, default_classes_place: required.pipe(maxLength(200)) }))
  .min(1)
  .max(MAX_GROUPS_PER_CLUB);

export const groupCountsBody = z
  .array(
    z
      .object({ group_number: groupNumber, girls_count: pupilCount, boys_count: pupilCount })
      .refine((group) => fitsInGroup(group.girls_count, group.boys_count), {
        message: GROUP_MESSAGES.tooManyPupils,
        path: ["boys_count"],
      }),
  )
  .min(1)
  .max(MAX_GROUPS_PER_CLUB);

export const groupResponse = z.object({
  id: z.number().int(),
  group_number: z.number().int(),
  default_classes_place: z.string(),
  girls_count: z.number().int(),
  boys_count: z.number().int(),
});

export const seasonResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  date_start: isoDate,
  date_end: isoDate,
  schedule_max_date: isoDate,
  surveys_date_start: isoDate,
  surveys_date_end: isoDate,
});

export const seasonEnrollmentResponse = z.object({
  season: seasonResponse.nullable(),
  enrolled: z.boolean(),
  groups: z.array(groupResponse),
});
export const placesResponse = z.array(z.object({ group_number: z.number().int(), default_classes_place: z.string() }));
export const groupCountsResponse = z.array(
  z.object({ group_number: z.number().int(), girls_count: z.number().int(), boys_count: z.number().int() }),
);

export const seasonOperations = {
  showEnrollment: operation({
    method: "GET",
    path: "/pl/api/awf/season/enroll/",
    summary: "Zapis na bieżący sezon",
    tag: "season",
    auth: "required",
    status: 200,
    response: seasonEnrollmentResponse,
    errors: [401],
  }),
  enroll: operation({
    method: "POST",
    path: "/pl/api/awf/season/enroll/",
    summary: "Zapis klubu na sezon z grupami",
    tag: "season",
    auth: "required",
    body: seasonEnrollBody,
    status: 201,
    response: seasonEnrollmentResponse,
    errors: [400, 401],
  }),
  places: operation({
    method: "GET",
    path: "/pl/api/awf/season/place/",
    summary: "Miejsca zajęć grup",
    tag: "season",
    auth: "required",
    status: 200,
    response: placesResponse,
    errors: [401],
  }),
  updatePlaces: operation({
    method: "PUT",
    path: "/pl/api/awf/season/place",
    summary: "Zmiana miejsc zajęć",
    tag: "season",
    auth: "required",
    body: seasonPlacesBody,
    status: 200,
    response: placesResponse,
    errors: [400, 401, 404],
  }),
  groupCounts: operation({
    method: "GET",
    path: "/pl/api/awf/group/count/",
    summary: "Liczebność grup",
    tag: "group",
    auth: "required",
    status: 200,
    response: groupCountsResponse,
    errors: [401],
  }),
  updateGroupCounts: operation({
    method: "PUT",
    path: "/pl/api/awf/group/count/",
    summary: "Zmiana liczebności grup",
    tag: "group",
    auth: "required",
    body: groupCountsBody,
    status: 200,
    response: groupCountsResponse,
    errors: [400, 401, 404],
  }),
};
