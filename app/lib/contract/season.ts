import { z } from "zod";

import { groupSizeProblem, maxLength, optionalField, pupilCount, REQUIRED, required, wholeNumber } from "../validation";
import { isoDate } from "./common";
import { MAX_GROUPS_PER_CLUB } from "./constants";
import { operation } from "./operation";

export const groupNumber = wholeNumber(1, 99, "Podaj numer grupy od 1 do 99.");

export const groupPlace = required.pipe(maxLength(200));

const disabilityGroup = z.boolean().describe("Grupa uczniów z niepełnosprawnościami (od 5 uczniów)");

interface DeclaredGroup {
  girls_count?: number;
  boys_count?: number;
  disability_group: boolean;
}

/** DOMAIN.md's group-size rule, for the form and the API; its message stands at `boys_count`. */
export function checkGroupSize(group: DeclaredGroup, ctx: z.RefinementCtx): void {
  // A count its own field refused (what was typed, unparsed) is told there, and is no number to add up.
  if (!Number.isInteger(group.girls_count) || !Number.isInteger(group.boys_count)) return;
  const problem = groupSizeProblem(group.girls_count!, group.boys_count!, group.disability_group);
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, path: ["boys_count"] });
}

const enrolledGroup = z
  .object({
    default_classes_place: optionalField(groupPlace),
    girls_count: optionalField(pupilCount),
    boys_count: optionalField(pupilCount),
    disability_group: disabilityGroup.optional().default(false),
  })
  .superRefine((group, ctx) => {
    // Declared together or not at all.
    for (const [given, missing] of [
      ["girls_count", "boys_count"],
      ["boys_count", "girls_count"],
    ] as const) {
      if (group[given] !== undefined && group[missing] === undefined)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: REQUIRED, path: [missing] });
    }
    checkGroupSize(group, ctx);
  });

/** A teacher may enrol before knowing the numbers (DOMAIN.md); once given, the size rule holds. */
export const seasonEnrollBody = z.object({
  // The list first: its own problems are the ones to report.
  groups: z.union([
    z.array(enrolledGroup).min(1).max(MAX_GROUPS_PER_CLUB),
    wholeNumber(1, MAX_GROUPS_PER_CLUB).transform((count) =>
      Array.from({ length: count }, (): z.output<typeof enrolledGroup> => ({ disability_group: false })),
    ),
  ]),
});

export const seasonPlacesBody = z
  .array(z.object({ group_number: groupNumber, default_classes_place: groupPlace }))
  .min(1)
  .max(MAX_GROUPS_PER_CLUB);

export const groupCountsBody = z
  .array(
    z
      .object({
        group_number: groupNumber,
        girls_count: pupilCount,
        boys_count: pupilCount,
        disability_group: disabilityGroup,
      })
      .superRefine(checkGroupSize),
  )
  .min(1)
  .max(MAX_GROUPS_PER_CLUB);

export const groupResponse = z.object({
  id: z.number().int(),
  group_number: z.number().int(),
  default_classes_place: z.string(),
  girls_count: z.number().int(),
  boys_count: z.number().int(),
  disability_group: z.boolean(),
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
  /** Numbers of the groups with classes or surveys, which cannot be removed. */
  groups_in_use: z.array(z.number().int()),
});
export const placesResponse = z.array(z.object({ group_number: z.number().int(), default_classes_place: z.string() }));
export const groupCountsResponse = z.array(
  z.object({
    group_number: z.number().int(),
    girls_count: z.number().int(),
    boys_count: z.number().int(),
    disability_group: z.boolean(),
  }),
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
  addGroup: operation({
    method: "POST",
    path: "/pl/api/awf/season/groups/",
    summary:
      "Nowa grupa w zapisie na sezon, z kolejnym numerem (do końca planowania zajęć, najwyżej 10 grup). Odpowiedź: zapis na sezon",
    tag: "season",
    auth: "required",
    status: 201,
    response: seasonEnrollmentResponse,
    errors: [401, 403, 409],
  }),
  removeGroup: operation({
    method: "DELETE",
    path: "/pl/api/awf/season/groups/{number}/",
    summary:
      "Usunięcie grupy bez zajęć i ankiet (do końca planowania zajęć; klub zostaje z co najmniej jedną grupą). Odpowiedź: zapis na sezon",
    tag: "season",
    auth: "required",
    status: 200,
    response: seasonEnrollmentResponse,
    errors: [401, 403, 404, 409],
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
