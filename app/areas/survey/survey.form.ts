// The survey form's rules (SPEC §3, DOMAIN.md): an omitted measurement is sent as null, never 0.
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { CLASS_NUMBERS, PE_MARKS, SCHOOL_TYPES, SEXES } from "~/lib/contract/constants";
import { disabilityTypeRequired, surveyDisabilityFields, surveyPupilFields } from "~/lib/contract/survey";
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
  type Rule,
  rule,
  type SurveyMeasurement,
  valid,
} from "~/lib/validation";

import type { Survey } from "./api/survey.server";
import { CLASS_OPTIONS, measuredValue, MEASUREMENTS, omittedField, SCHOOL_TYPE_OPTIONS } from "./survey";

export const CHOICE_MESSAGES = {
  sex: "Wybierz płeć ucznia.",
  school_type: "Wybierz typ szkoły.",
  class_number: "Wybierz klasę z listy.",
  pe_evaluation: "Wybierz ocenę z listy albo „Brak oceny”.",
} as const;

/** Unlike the API's enums a non-fatal issue, so a form sent without JavaScript shows every error at once. */
function oneOf<T extends string | number>(values: readonly T[], message: string): Rule<T> {
  return rule((value) => {
    const text = asText(value)?.trim();
    const found = values.find((allowed) => String(allowed) === text);
    return found === undefined ? invalid(message) : valid(found);
  }, message);
}

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

/** Blank and unticked is an error: a forgotten result must not pass as omitted. */
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

/** What a post that finds the session ended keeps for after the login. */
export const SURVEY_FORM_FIELDS = [
  ...PUPIL_FIELDS,
  ...MEASUREMENTS.flatMap((name) => [name, omittedField(name)]),
  "submission_key",
];

export type SurveyFormValues = Record<string, string | boolean | string[]>;

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

/** A pupil's next examination starts from the last one: who the pupil is, the school and the class. */
export function nextExaminationValues(previous: Survey): SurveyFormValues {
  const { first_name, last_name, sex, birthdate, school_type, class_number } = surveyFormValues(previous);
  return { first_name, last_name, sex, birthdate, school_type, class_number };
}

export const NEXT_PUPIL = { name: "potem", value: "kolejny" } as const;

/** Carried to the next pupil's form in the address ("save and add the next pupil"). */
const SHARED_FIELDS = ["school_type", "class_number", "examination_date"] as const;

export function sharedFieldsQuery(survey: SurveyFormData): string {
  return new URLSearchParams({
    school_type: survey.school_type,
    class_number: String(survey.class_number),
    examination_date: survey.examination_date,
  }).toString();
}

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
