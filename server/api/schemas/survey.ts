// Request body of a pupil's fitness survey.
import { z } from "zod";
import {
  isBlank,
  isChecked,
  isoDate,
  maxLength,
  parseNumber,
  personName,
  requiredCheckbox,
} from "../../../app/lib/validation";
import { measurementProblem, SURVEY_MEASUREMENTS, SURVEY_MESSAGES, type SurveyMeasurement } from "../../domain/survey";
import { groupNumber } from "./season";

export const SCHOOL_TYPES = ["podstawowa", "ponadpodstawowa"] as const;

/** Omitted (null, missing or blank) stays null; a number must be plausible. */
function measurement(name: SurveyMeasurement) {
  return z
    .unknown()
    .transform((value, ctx): number | null => {
      if (isBlank(value)) return null;
      const number = parseNumber(value);
      if (number === null) {
        ctx.addIssue({ code: "custom", message: "Wprowadź liczbę albo oznacz pomiar jako pominięty." });
        return null;
      }
      const problem = measurementProblem(name, number);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      // Stored at the precision the test measures (integer columns take no stray fractions).
      return Number(number.toFixed(SURVEY_MEASUREMENTS[name].decimals));
    })
    .describe(describeMeasurement(name));
}

function describeMeasurement(name: SurveyMeasurement): string {
  const range = SURVEY_MEASUREMENTS[name];
  return `Liczba ${range.min}–${range.max} ${range.unit} (${range.decimals} miejsc po przecinku); null = pomiar pominięty`;
}

const yesNo = z.unknown().transform((value) => isChecked(value));

export const surveyBody = z
  .object({
    group: groupNumber,
    first_name: personName.pipe(maxLength(60)),
    last_name: personName.pipe(maxLength(80)),
    sex: z.enum(["K", "M"]),
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
      ctx.addIssue({ code: "custom", path: ["type_of_disability"], message: SURVEY_MESSAGES.disabilityTypeRequired });
    }
  });
