// The survey form's rules (SPEC §3, DOMAIN.md): the pupil's fields follow the
// API's own rules (the contract); each measurement is a result or is
// explicitly marked omitted, which is sent as null, never 0.
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import type { Survey } from "./api/survey.server";
import { CLASS_NUMBERS, PE_MARKS, SCHOOL_TYPES, SEXES } from "~/lib/contract/constants";
import { disabilityTypeRequired, surveyDisabilityFields, surveyPupilFields } from "~/lib/contract/survey";
import { CLASS_OPTIONS, MEASUREMENTS, measuredValue, omittedField, SCHOOL_TYPE_OPTIONS } from "./survey";
import {
  asText,
  formatNumberPl,
  invalid,
  isBlank,
  isChecked,
  isValidIsoDate,
  maxLength,
  MEASUREMENT_MESSAGES,
  optionalField,
  readMeasurement,
  rule,
  valid,
  type Rule,
  type SurveyMeasurement,
} from "~/lib/validation";

export const CHOICE_MESSAGES = {
  sex: "Wybierz płeć ucznia.",
  school_type: "Wybierz typ szkoły.",
  class_number: "Wybierz klasę z listy.",
  pe_evaluation: "Wybierz ocenę z listy albo „Brak oceny”.",
} as const;

/**
 * One of the API's allowed values. Unlike the API's enums, a wrong value is
 * a non-fatal issue: the form's rules of the whole survey (requiredIf, the
 * measurements) still run, so a form sent without JavaScript shows every
 * error at once, each in Polish.
 */
function oneOf<T extends string | number>(values: readonly T[], message: string): Rule<T> {
  return rule((value) => {
    const text = asText(value)?.trim();
    const found = values.find((allowed) => String(allowed) === text);
    return found === undefined ? invalid(message) : valid(found);
  }, message);
}

/** The API's rules for the pupil's fields; its choices as non-fatal rules. */
const pupilFormFields = {
  ...surveyPupilFields,
  sex: oneOf(SEXES, CHOICE_MESSAGES.sex),
  school_type: oneOf(SCHOOL_TYPES, CHOICE_MESSAGES.school_type),
  class_number: oneOf(CLASS_NUMBERS, CHOICE_MESSAGES.class_number),
  pe_evaluation: optionalField(oneOf(PE_MARKS, CHOICE_MESSAGES.pe_evaluation)).transform((mark) => mark ?? null),
};

const disabilityFormFields = {
  ...surveyDisabilityFields,
  type_of_disability: optionalField(maxLength(200)).transform((text) => text ?? ""),
};

const omittedFlag = z.unknown().transform((value) => isChecked(value));

type MeasurementFormShape = { [Name in SurveyMeasurement]: z.ZodUnknown } & {
  [Name in SurveyMeasurement as `${Name}_omitted`]: typeof omittedFlag;
};

const measurementFormShape = Object.fromEntries(
  MEASUREMENTS.flatMap((name) => [
    [name, z.unknown()],
    [omittedField(name), omittedFlag],
  ]),
) as MeasurementFormShape;

type MeasurementFormData = { [Name in SurveyMeasurement]?: unknown } & {
  [Name in SurveyMeasurement as `${Name}_omitted`]: boolean;
};

/**
 * A measurement is a plausible result, or ticked as omitted. Left blank and
 * unticked it is an error: a forgotten result must not pass as an omitted one.
 */
function measuredOrOmitted(data: MeasurementFormData, ctx: z.RefinementCtx): void {
  for (const name of MEASUREMENTS) {
    if (data[omittedField(name)]) continue;
    const value = data[name];
    const result = isBlank(value)
      ? ({ ok: false, message: MEASUREMENT_MESSAGES.missing } as const)
      : readMeasurement(name, value);
    if (!result.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: result.message });
  }
}

/** What the API is sent: every measurement a number, or null when omitted (never 0, never a blank). */
function measurementValues(data: MeasurementFormData): Record<SurveyMeasurement, number | null> {
  const values = {} as Record<SurveyMeasurement, number | null>;
  for (const name of MEASUREMENTS) {
    const result = readMeasurement(name, data[name]);
    values[name] = data[omittedField(name)] || !result.ok ? null : result.value;
  }
  return values;
}

const pupilAndDisabilityFields = { ...pupilFormFields, ...disabilityFormFields };
type SurveyPupil = z.output<z.ZodObject<typeof pupilAndDisabilityFields>>;
const PUPIL_FIELDS = Object.keys(pupilAndDisabilityFields) as (keyof SurveyPupil)[];

/** The survey form's rules: the action validates with them, the page with them as the teacher types. */
export const surveyFormSchema = z
  .object({ ...pupilFormFields, ...measurementFormShape, ...disabilityFormFields })
  .superRefine(disabilityTypeRequired)
  .superRefine(measuredOrOmitted)
  .transform((data) => ({
    ...(Object.fromEntries(PUPIL_FIELDS.map((name) => [name, data[name]])) as SurveyPupil),
    ...measurementValues(data),
  }));

export type SurveyFormData = z.output<typeof surveyFormSchema>;

export const surveyValidator = withZod(surveyFormSchema);

/** The form's fields: what a post that finds the session ended keeps for after the login. */
export const SURVEY_FORM_FIELDS = [
  ...PUPIL_FIELDS,
  ...MEASUREMENTS.flatMap((name) => [name, omittedField(name)]),
  "submission_key",
];

export type SurveyFormValues = Record<string, string | boolean | string[]>;

/** A stored survey as the form shows it: numbers with a decimal comma, omitted ones ticked. */
export function surveyFormValues(survey: Survey): SurveyFormValues {
  const values: SurveyFormValues = {
    first_name: survey.firstName,
    last_name: survey.lastName,
    sex: survey.sex,
    birthdate: survey.birthdate,
    school_type: survey.schoolType,
    class_number: String(survey.classNumber),
    examination_date: survey.examinationDate,
    guardian_consent: survey.guardianConsent,
    pe_participation: survey.peParticipation,
    pe_evaluation: survey.peEvaluation === null ? "" : String(survey.peEvaluation),
    has_disability_certificate: survey.hasDisabilityCertificate,
    type_of_disability: survey.typeOfDisability,
  };
  for (const name of MEASUREMENTS) {
    const value = measuredValue(survey, name);
    values[name] = value === null ? "" : formatNumberPl(value);
    values[omittedField(name)] = value === null;
  }
  return values;
}

/** The submit button that saves and opens an empty form for the next pupil of the class. */
export const NEXT_PUPIL = { name: "potem", value: "kolejny" } as const;

/**
 * The fields one class shares, carried from a saved survey to the next
 * pupil's form ("save and add the next pupil") in the address.
 */
const SHARED_FIELDS = ["school_type", "class_number", "examination_date"] as const;

export function sharedFieldsQuery(survey: SurveyFormData): string {
  return new URLSearchParams({
    school_type: survey.school_type,
    class_number: String(survey.class_number),
    examination_date: survey.examination_date,
  }).toString();
}

/** The shared fields of the address that are valid, as the new form's starting values. */
export function sharedFieldsFrom(searchParams: URLSearchParams): SurveyFormValues {
  const values: SurveyFormValues = {};
  for (const name of SHARED_FIELDS) {
    const value = searchParams.get(name);
    if (value === null) continue;
    const valid =
      name === "examination_date"
        ? isValidIsoDate(value)
        : (name === "school_type" ? SCHOOL_TYPE_OPTIONS : CLASS_OPTIONS).some((option) => option.value === value);
    if (valid) values[name] = value;
  }
  return values;
}
