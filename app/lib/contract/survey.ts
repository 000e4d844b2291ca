// A pupil's fitness survey (SPEC §3): measurements may each be omitted (null).
import { z } from "zod";

import {
  isBlank,
  isChecked,
  isoDate,
  maxLength,
  measurementProblem,
  parseNumber,
  personName,
  requiredCheckbox,
  SURVEY_MEASUREMENTS,
  type SurveyMeasurement,
} from "../validation";

import { isoDate as isoDateText } from "./common";
import { operation } from "./operation";
import { groupNumber } from "./season";

export const SCHOOL_TYPES = ["podstawowa", "ponadpodstawowa"] as const;
export const SEXES = ["K", "M"] as const;

export const SURVEY_FORM_MESSAGES = {
  notANumber: "Wprowadź liczbę albo oznacz pomiar jako pominięty.",
  disabilityTypeRequired: "Podaj rodzaj niepełnosprawności.",
} as const;

/** Omitted (null, missing or blank) stays null; a number must be plausible. */
function measurement(name: SurveyMeasurement) {
  const range = SURVEY_MEASUREMENTS[name];
  return z
    .unknown()
    .transform((value, ctx): number | null => {
      if (isBlank(value)) return null;
      const number = parseNumber(value);
      if (number === null) {
        ctx.addIssue({ code: "custom", message: SURVEY_FORM_MESSAGES.notANumber });
        return null;
      }
      const problem = measurementProblem(name, number);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      // Stored at the precision the test measures (integer columns take no stray fractions).
      return Number(number.toFixed(range.decimals));
    })
    .describe(
      `Liczba ${range.min}–${range.max} ${range.unit} (${range.decimals} miejsc po przecinku); null = pomiar pominięty`,
    );
}

const yesNo = z.unknown().transform((value) => isChecked(value));

export const surveyBody = z
  .object({
    group: groupNumber,
    first_name: personName.pipe(maxLength(60)),
    last_name: personName.pipe(maxLength(80)),
    sex: z.enum(SEXES),
    birthdate: isoDate,
    examination_date: isoDate,
    school_type: z.enum(SCHOOL_TYPES),
    class_number: z.coerce.number().int().min(1).max(8),
    guardian_consent: requiredCheckbox,
    pe_participation: yesNo,
    pe_evaluation: z.preprocess(
      (value) => (isBlank(value) ? null : value),
      z.coerce.number().int().min(1).max(6).nullable(),
    ),
    body_weight: measurement("body_weight"),
    body_height: measurement("body_height"),
    waist: measurement("waist"),
    beep_test: measurement("beep_test"),
    run: measurement("run"),
    stick_overhang: measurement("stick_overhang"),
    plank: measurement("plank"),
    has_disability_certificate: yesNo,
    type_of_disability: z.preprocess((value) => (isBlank(value) ? "" : value), z.string().trim().max(200)),
  })
  .superRefine((survey, ctx) => {
    if (survey.has_disability_certificate && survey.type_of_disability === "") {
      ctx.addIssue({
        code: "custom",
        path: ["type_of_disability"],
        message: SURVEY_FORM_MESSAGES.disabilityTypeRequired,
      });
    }
  });

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
};
