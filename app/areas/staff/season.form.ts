// The office's form for a season: id, fields, labels and the API's own rules.
import { withZod } from "@remix-validated-form/with-zod";

import { seasonFields } from "~/lib/contract/staff-seasons";

export const SEASON_FORM = "sezon";

export const SEASON_FIELDS = [
  "name",
  "date_start",
  "date_end",
  "schedule_max_date",
  "surveys_date_start",
  "surveys_date_end",
] as const;

export const SEASON_LABELS: Record<(typeof SEASON_FIELDS)[number] | "is_current", string> = {
  name: "Nazwa sezonu",
  date_start: "Początek sezonu",
  date_end: "Koniec sezonu",
  schedule_max_date: "Ostatni dzień planowania zajęć",
  surveys_date_start: "Początek ankiet",
  surveys_date_end: "Koniec ankiet",
  is_current: "Ustaw jako bieżący sezon",
};

/** The same rules as the API's, checked as staff type. */
export const seasonValidator = withZod(seasonFields);

export type SeasonValues = Partial<Record<(typeof SEASON_FIELDS)[number], string>>;

/** The form as the action saves it. */
export const seasonForm = { id: SEASON_FORM, fields: SEASON_FIELDS, validator: seasonValidator };
