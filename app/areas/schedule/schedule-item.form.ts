import { z } from "zod";

import { scheduleItemFields } from "~/lib/contract/schedule";
import { CLASS_DURATIONS, scheduleDateProblem, type SeasonDates } from "~/lib/validation";

/** The season's days and last planning date are checked as the teacher types; the API checks them again. */
export function scheduleItemSchema(season?: SeasonDates | null) {
  return scheduleItemFields.superRefine((item, ctx) => {
    // zod refines an object whose fields failed too: a missing date is reported as missing, not checked here.
    if (!season || typeof item.datetime !== "string") return;
    const problem = scheduleDateProblem(item.datetime, season);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, path: ["datetime"] });
  });
}

export const SCHEDULE_ITEM_FORM = "zajecia";

export const SCHEDULE_ITEM_FIELDS = [
  "datetime",
  "repeat_until",
  "duration_minutes",
  "place",
  "topic",
  "girls_count",
  "boys_count",
] as const;

export const SCHEDULE_ITEM_LABELS: Record<(typeof SCHEDULE_ITEM_FIELDS)[number], string> = {
  datetime: "Data i godzina rozpoczęcia",
  repeat_until: "Powtarzaj co tydzień do",
  duration_minutes: "Czas trwania (min)",
  place: "Miejsce zajęć",
  topic: "Temat zajęć",
  girls_count: "Liczba dziewcząt",
  boys_count: "Liczba chłopców",
};

export const CLASS_DURATION_OPTIONS = CLASS_DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: String(minutes),
}));
