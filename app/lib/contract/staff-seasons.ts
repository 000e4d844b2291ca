// The office's seasons (issue 15 item 4): every date a setup flag compares with today lies in the season.
import { z } from "zod";

import { formatDate } from "../dates";
import { isoDate, maxLength, required } from "../validation";
import { problemsOnFields } from "./common";
import { operation } from "./operation";

/** A longer season is a typo in a year. */
export const SEASON_MAX_DAYS = 400;

export const SEASON_MESSAGES = {
  endBeforeStart: "Koniec sezonu musi przypadać po jego początku.",
  tooLong: `Sezon może trwać najwyżej ${SEASON_MAX_DAYS} dni.`,
  outsideSeason: (label: string) => `${label} musi przypadać w sezonie.`,
  surveysEndBeforeStart: "Koniec ankiet nie może przypadać przed ich początkiem.",
  classesOutside: (first: string, last: string) =>
    `W sezonie są zaplanowane zajęcia od ${formatDate(first)} do ${formatDate(last)}: sezon musi je obejmować.`,
  notFound: "Nie znaleziono sezonu.",
  nameTaken: "Sezon o tej nazwie już jest. Nadaj inną nazwę.",
  overlaps: (name: string, start: string, end: string) =>
    `Sezony nie mogą na siebie zachodzić: sezon „${name}” trwa od ${formatDate(start)} do ${formatDate(end)}.`,
} as const;

export interface SeasonDays {
  date_start: string;
  date_end: string;
  schedule_max_date: string;
  surveys_date_start: string;
  surveys_date_end: string;
}

type SeasonDay = keyof SeasonDays;

function daysFrom(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
}

export function seasonDatesProblems(season: SeasonDays): Partial<Record<SeasonDay, string>> {
  const problems: Partial<Record<SeasonDay, string>> = {};
  if (season.date_end <= season.date_start) problems.date_end = SEASON_MESSAGES.endBeforeStart;
  else if (daysFrom(season.date_start, season.date_end) > SEASON_MAX_DAYS) problems.date_end = SEASON_MESSAGES.tooLong;
  const within = (day: string) => day >= season.date_start && day <= season.date_end;
  if (!within(season.schedule_max_date)) {
    problems.schedule_max_date = SEASON_MESSAGES.outsideSeason("Ostatni dzień planowania zajęć");
  }
  if (!within(season.surveys_date_start)) {
    problems.surveys_date_start = SEASON_MESSAGES.outsideSeason("Początek ankiet");
  }
  if (season.surveys_date_end < season.surveys_date_start) {
    problems.surveys_date_end = SEASON_MESSAGES.surveysEndBeforeStart;
  } else if (!within(season.surveys_date_end)) {
    problems.surveys_date_end = SEASON_MESSAGES.outsideSeason("Koniec ankiet");
  }
  return problems;
}

/** An edited season must still hold every class planned in it. */
export function classesOutsideProblem(
  season: Pick<SeasonDays, "date_start" | "date_end">,
  classes: { first: string; last: string } | null,
): Partial<Record<SeasonDay, string>> {
  if (!classes) return {};
  const message = SEASON_MESSAGES.classesOutside(classes.first, classes.last);
  if (classes.first < season.date_start) return { date_start: message };
  if (classes.last > season.date_end) return { date_end: message };
  return {};
}

export interface OtherSeason {
  name: string;
  date_start: string;
  date_end: string;
}

/** Seasons have unique names (letter case and spaces aside) and never share a day; an overlap is told at the day inside the other season. */
export function seasonClashProblems(
  season: Pick<SeasonDays, "date_start" | "date_end"> & { name: string },
  others: readonly OtherSeason[],
): Partial<Record<SeasonDay | "name", string>> {
  const problems: Partial<Record<SeasonDay | "name", string>> = {};
  const nameKey = (name: string) => name.trim().toLocaleLowerCase("pl");
  if (others.some((other) => nameKey(other.name) === nameKey(season.name))) problems.name = SEASON_MESSAGES.nameTaken;
  const overlapping = others.find(
    (other) => other.date_start <= season.date_end && other.date_end >= season.date_start,
  );
  if (overlapping) {
    const field = season.date_start >= overlapping.date_start ? "date_start" : "date_end";
    problems[field] = SEASON_MESSAGES.overlaps(overlapping.name, overlapping.date_start, overlapping.date_end);
  }
  return problems;
}

const seasonFieldsObject = z.object({
  name: required.pipe(maxLength(100)),
  date_start: isoDate,
  date_end: isoDate,
  schedule_max_date: isoDate,
  surveys_date_start: isoDate,
  surveys_date_end: isoDate,
});

export const seasonFields = seasonFieldsObject.superRefine(problemsOnFields(seasonDatesProblems));

export const newSeasonBody = seasonFieldsObject
  .extend({ is_current: z.boolean().default(false).describe("Bieżący sezon: w nim zapisują się kluby") })
  .superRefine(problemsOnFields(seasonDatesProblems));

export const staffSeasonResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  schedule_max_date: z.string(),
  surveys_date_start: z.string(),
  surveys_date_end: z.string(),
  is_current: z.boolean(),
  clubs: z.number().int().describe("Kluby zapisane na sezon"),
  groups: z.number().int(),
  classes: z.number().int().describe("Zajęcia zaplanowane, odbyte i odwołane"),
  first_class: z.string().nullable().describe("Dzień pierwszych zajęć sezonu (YYYY-MM-DD)"),
  last_class: z.string().nullable(),
});
export type StaffSeason = z.infer<typeof staffSeasonResponse>;

export const staffSeasonOperations = {
  seasons: operation({
    method: "GET",
    path: "/pl/api/staff/seasons/",
    summary: "Sezony od najnowszego, z liczbą klubów, grup i zajęć",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: z.array(staffSeasonResponse),
    errors: [401],
  }),
  createSeason: operation({
    method: "POST",
    path: "/pl/api/staff/seasons/",
    summary: "Nowy sezon (daty w sezonie; bieżący odbiera to oznaczenie innemu)",
    tag: "staff",
    auth: "staff",
    body: newSeasonBody,
    status: 201,
    response: staffSeasonResponse,
    errors: [400, 401],
  }),
  season: operation({
    method: "GET",
    path: "/pl/api/staff/seasons/{id}/",
    summary: "Jeden sezon",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: staffSeasonResponse,
    errors: [401, 404],
  }),
  updateSeason: operation({
    method: "PUT",
    path: "/pl/api/staff/seasons/{id}/",
    summary: "Zmiana dat sezonu (sezon obejmuje wszystkie zaplanowane w nim zajęcia)",
    tag: "staff",
    auth: "staff",
    body: seasonFields,
    status: 200,
    response: staffSeasonResponse,
    errors: [400, 401, 404],
  }),
  makeSeasonCurrent: operation({
    method: "POST",
    path: "/pl/api/staff/seasons/{id}/current/",
    summary: "Ustawienie sezonu jako bieżącego",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: staffSeasonResponse,
    errors: [401, 404],
  }),
};
