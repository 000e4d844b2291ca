// A pupil's fitness survey (SPEC §3): each measurement may be omitted (null).
import { z } from "zod";

import {
  isBlank,
  isChecked,
  isoDate,
  maxLength,
  personName,
  readMeasurement,
  requiredCheckbox,
  requiredIf,
  SURVEY_MEASUREMENTS,
  type SurveyMeasurement,
  wholeNumber,
} from "../validation";
import { isoDate as isoDateText } from "./common";
import { CLASS_NUMBERS, PE_MARKS, SCHOOL_TYPES, SEXES } from "./constants";
import { operation } from "./operation";
import { groupNumber } from "./season";

export const SURVEY_FORM_MESSAGES = {
  disabilityTypeRequired: "Podaj rodzaj niepełnosprawności.",
} as const;

function measurement(name: SurveyMeasurement) {
  const range = SURVEY_MEASUREMENTS[name];
  return z
    .unknown()
    .transform((value, ctx): number | null => {
      if (isBlank(value)) return null;
      const result = readMeasurement(name, value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", message: result.message });
      return null;
    })
    .describe(
      `Liczba ${range.min}–${range.max} ${range.unit} (${range.decimals} miejsc po przecinku); null = pomiar pominięty`,
    );
}

const yesNo = z.unknown().transform((value) => isChecked(value));

export const surveyPupilFields = {
  first_name: personName.pipe(maxLength(60)),
  last_name: personName.pipe(maxLength(80)),
  sex: z.enum(SEXES),
  birthdate: isoDate,
  examination_date: isoDate,
  school_type: z.enum(SCHOOL_TYPES),
  class_number: wholeNumber(CLASS_NUMBERS[0], CLASS_NUMBERS[CLASS_NUMBERS.length - 1]),
  guardian_consent: requiredCheckbox,
  pe_participation: yesNo,
  pe_evaluation: z.preprocess(
    (value) => (isBlank(value) ? null : value),
    wholeNumber(PE_MARKS[0], PE_MARKS[PE_MARKS.length - 1]).nullable(),
  ),
};

export const surveyDisabilityFields = {
  has_disability_certificate: yesNo,
  type_of_disability: z.preprocess((value) => (isBlank(value) ? "" : value), z.string().trim().max(200)),
};

export const disabilityTypeRequired = requiredIf<{ has_disability_certificate: boolean; type_of_disability?: unknown }>(
  (survey) => survey.has_disability_certificate,
  SURVEY_FORM_MESSAGES.disabilityTypeRequired,
).field("type_of_disability");

export const surveyBody = z
  .object({
    group: groupNumber,
    ...surveyPupilFields,
    body_weight: measurement("body_weight"),
    body_height: measurement("body_height"),
    waist: measurement("waist"),
    beep_test: measurement("beep_test"),
    run: measurement("run"),
    stick_overhang: measurement("stick_overhang"),
    plank: measurement("plank"),
    ...surveyDisabilityFields,
  })
  .superRefine(disabilityTypeRequired);

const measured = z.number().nullable().describe("null = omitted");

export const surveyResponse = z.object({
  id: z.number().int(),
  group: z.number().int(),
  ordinal_number: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  sex: z.enum(SEXES),
  birthdate: isoDateText,
  examination_date: isoDateText,
  school_type: z.string(),
  class_number: z.number().int(),
  guardian_consent: z.boolean(),
  pe_participation: z.boolean(),
  pe_evaluation: z.number().int().nullable(),
  body_weight: measured,
  body_height: measured,
  waist: measured,
  beep_test: measured,
  run: measured,
  stick_overhang: measured,
  plank: measured,
  has_disability_certificate: z.boolean(),
  type_of_disability: z.string(),
});

const ITEM = "/pl/api/awf/survey/{id}/";

export const surveyOperations = {
  list: operation({
    method: "GET",
    path: "/pl/api/awf/survey/",
    summary: "Ankiety (wszystkie lub ?group=N)",
    tag: "survey",
    auth: "required",
    query: { group: "Numer grupy" },
    status: 200,
    response: z.array(surveyResponse),
    errors: [400, 401, 403, 404],
  }),
  create: operation({
    method: "POST",
    path: "/pl/api/awf/survey/",
    summary: "Nowa ankieta (numer porządkowy nadaje serwer)",
    tag: "survey",
    auth: "required",
    body: surveyBody,
    status: 201,
    response: surveyResponse,
    errors: [400, 401, 403, 404],
  }),
  show: operation({
    method: "GET",
    path: ITEM,
    summary: "Jedna ankieta",
    tag: "survey",
    auth: "required",
    status: 200,
    response: surveyResponse,
    errors: [401, 404],
  }),
  update: operation({
    method: "PUT",
    path: ITEM,
    summary: "Zmiana ankiety",
    tag: "survey",
    auth: "required",
    body: surveyBody,
    status: 200,
    response: surveyResponse,
    errors: [400, 401, 403, 404],
  }),
  remove: operation({
    method: "DELETE",
    path: ITEM,
    summary:
      "Usunięcie ankiety wpisanej przez pomyłkę (w terminie ankiet; zapisywane w dzienniku zdarzeń). Odpowiedź: usunięta ankieta",
    tag: "survey",
    auth: "required",
    status: 200,
    response: surveyResponse,
    errors: [401, 403, 404],
  }),
};

const value = z.number().nullable();
const count = z.number().int().nonnegative();
const change = z.enum(["better", "same", "worse"]);
export const BMI_CATEGORY_KEYS = ["severe_thinness", "thinness", "normal", "overweight", "obesity", "unknown"] as const;
export const REPORT_MEASURE_KEYS = [
  "bmi",
  "bmi_z",
  "waist_to_height",
  "beep_test",
  "vo2_max",
  "run",
  "stick_overhang",
  "plank",
] as const;
export const FITNESS_TEST_KEYS = ["beep_test", "run", "stick_overhang", "plank"] as const;

const pupilFigures = z.object({
  survey_id: z.number().int(),
  examination_date: isoDateText,
  bmi: value,
  bmi_z: value.describe("BMI-for-age z (WHO 2007); null when omitted, outside 5–19 years or implausible"),
  bmi_category: z.enum(BMI_CATEGORY_KEYS).exclude(["unknown"]).nullable(),
  height_z: value,
  waist_to_height: value,
  waist_to_height_high: z.boolean().nullable().describe("≥ 0.5"),
  implausible: z.boolean().describe("a z-score WHO flags: most likely a typing error"),
  beep_test: value,
  shuttle_stage: value.describe("last completed stage of the 20 m shuttle run"),
  vo2_max: value.describe("ml/kg/min, Léger's formula for children"),
  run: value,
  stick_overhang: value,
  plank: value,
});

const round = z.object({ measured: count, omitted: count, mean: value });
const reportSex = z.enum(["K", "M", "all"]);
const dateRange = z.object({ from: isoDateText, to: isoDateText }).nullable();

export const fitnessReportResponse = z.object({
  group: groupNumber,
  /** Whose group it is, for the report's heading. */
  school: z.string(),
  teacher: z.string(),
  season: z.string(),
  pupils: z.array(
    z.object({
      name: z.string(),
      sex: z.enum(SEXES),
      surveys: count,
      first: pupilFigures,
      latest: pupilFigures.nullable(),
      changes: z.object(
        Object.fromEntries(FITNESS_TEST_KEYS.map((key) => [key, change.optional()])) as Record<
          (typeof FITNESS_TEST_KEYS)[number],
          z.ZodOptional<typeof change>
        >,
      ),
    }),
  ),
  pupils_surveyed_twice: count,
  first_dates: dateRange,
  latest_dates: dateRange,
  measures: z.array(
    z.object({
      measure: z.enum(REPORT_MEASURE_KEYS),
      sex: reportSex,
      first: round,
      latest: round,
      change: z.object({
        pupils: count.describe("measured both times"),
        mean_change: value,
        better: count.nullable(),
        same: count.nullable(),
        worse: count.nullable(),
      }),
    }),
  ),
  bmi_categories: z
    .array(z.object({ sex: reportSex, category: z.enum(BMI_CATEGORY_KEYS), first: count, latest: count }))
    .describe(
      "pupils per WHO category at the first and the latest survey; unknown: not weighed or measured, outside 5–19 years, or implausible",
    ),
});

export const fitnessReportOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/awf/fitness-report/",
    summary: "Raport sprawności grupy (?group=N): pierwsze i ostatnie badanie, zmiany, kategorie BMI (WHO 2007)",
    tag: "survey",
    auth: "required",
    query: { group: "Numer grupy" },
    status: 200,
    response: fitnessReportResponse,
    errors: [400, 401, 403, 404],
  }),
};
