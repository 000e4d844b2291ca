// No zod here: the survey list, which has no form, loads only this.
import { CLASS_NUMBERS, PE_MARKS } from "~/lib/contract/constants";
import { FITNESS_TEST_NAMES } from "~/lib/contract/fitness-tests";
import type { Setup } from "~/lib/contract/setup";
import { formatDate } from "~/lib/dates";
import { SURVEY_MEASUREMENTS, type SurveyMeasurement } from "~/lib/validation/measurements";
import { formatNumberPl } from "~/lib/validation/polish";

import type { Survey } from "./api/survey.server";

export const MEASUREMENTS = Object.keys(SURVEY_MEASUREMENTS) as SurveyMeasurement[];

export function omittedField<Name extends SurveyMeasurement>(name: Name): `${Name}_omitted` {
  return `${name}_omitted`;
}

export const OMITTED_LABEL = "Pominięto (nieobecność, zwolnienie, uraz)";

export const MEASUREMENT_NAMES: Record<SurveyMeasurement, { title: string; result: string; example: number }> = {
  body_weight: { title: "Masa ciała", result: "Wynik w kg", example: 32.5 },
  body_height: { title: "Wysokość ciała", result: "Wynik w cm", example: 141.5 },
  waist: { title: "Obwód talii", result: "Wynik w cm", example: 60.5 },
  beep_test: {
    title: `${FITNESS_TEST_NAMES.beep_test.name} (beep test)`,
    result: "Liczba ukończonych odcinków",
    example: 34,
  },
  run: { title: FITNESS_TEST_NAMES.run.name, result: "Czas w sekundach", example: 21.35 },
  stick_overhang: { title: FITNESS_TEST_NAMES.stick_overhang.name, result: "Czas w sekundach", example: 12.4 },
  plank: { title: FITNESS_TEST_NAMES.plank.name, result: "Czas w sekundach", example: 75 },
};

export function measurementHint(name: SurveyMeasurement): string {
  const { min, max, decimals, unit } = SURVEY_MEASUREMENTS[name];
  const range = `Od ${formatNumberPl(min)} do ${formatNumberPl(max)} ${unit}`;
  const example = formatNumberPl(MEASUREMENT_NAMES[name].example);
  if (decimals === 0) return `${range}, liczba całkowita, np. ${example}.`;
  const step = formatNumberPl(Number((10 ** -decimals).toFixed(decimals)));
  return `${range}, z dokładnością do ${step} ${unit}, np. ${example}.`;
}

export const SEX_OPTIONS = [
  { value: "K", label: "Dziewczynka" },
  { value: "M", label: "Chłopiec" },
] as const;

export const SCHOOL_TYPE_OPTIONS = [
  { value: "podstawowa", label: "Szkoła podstawowa" },
  { value: "ponadpodstawowa", label: "Szkoła ponadpodstawowa" },
] as const;

export const CLASS_OPTIONS = CLASS_NUMBERS.map((number) => ({ value: String(number), label: `Klasa ${number}` }));

const MARK_NAMES = ["niedostateczny", "dopuszczający", "dostateczny", "dobry", "bardzo dobry", "celujący"];
export const PE_MARK_OPTIONS = PE_MARKS.map((mark) => ({
  value: String(mark),
  label: `${mark} (${MARK_NAMES[mark - 1]})`,
}));

/** In the form's order: the error summary lists errors in it. */
export const SURVEY_LABELS: Record<string, string> = {
  first_name: "Imię",
  last_name: "Nazwisko",
  sex: "Płeć",
  birthdate: "Data urodzenia",
  school_type: "Typ szkoły",
  class_number: "Klasa",
  examination_date: "Data badania",
  guardian_consent: "Zgoda rodzica lub opiekuna prawnego",
  pe_participation: "Udział w lekcjach wychowania fizycznego",
  pe_evaluation: "Ocena z wychowania fizycznego",
  ...Object.fromEntries(MEASUREMENTS.map((name) => [name, MEASUREMENT_NAMES[name].title])),
  has_disability_certificate: "Orzeczenie o niepełnosprawności",
  type_of_disability: "Rodzaj niepełnosprawności",
};

const MEASUREMENT_KEYS = {
  body_weight: "bodyWeight",
  body_height: "bodyHeight",
  waist: "waist",
  beep_test: "beepTest",
  run: "run",
  stick_overhang: "stickOverhang",
  plank: "plank",
} as const satisfies Record<SurveyMeasurement, keyof Survey>;

type Results = Pick<Survey, (typeof MEASUREMENT_KEYS)[SurveyMeasurement]>;

export function measuredValue(survey: Results, name: SurveyMeasurement): number | null {
  return survey[MEASUREMENT_KEYS[name]];
}

export function omittedMeasurements(survey: Results): SurveyMeasurement[] {
  return MEASUREMENTS.filter((name) => measuredValue(survey, name) === null);
}

export function surveyWindowText(setup: Pick<Setup, "surveysAddingAvailable" | "surveysDateStart" | "surveysDateEnd">) {
  const window = `od ${formatDate(setup.surveysDateStart)} do ${formatDate(setup.surveysDateEnd)}`;
  return setup.surveysAddingAvailable
    ? `Ankiety można dodawać i poprawiać ${window}.`
    : `Ankiety można dodawać ${window}. Poza tym terminem można je tylko przeglądać.`;
}

interface PupilSurvey {
  id: number;
  ordinalNumber: number;
  examinationDate: string;
  pupil: number;
}

/** The group's surveys by pupil, in the order pupils were first entered; each pupil's oldest examination first. */
export function pupilsOf<Survey extends PupilSurvey>(surveys: Survey[]) {
  const byPupil = new Map<number, Survey[]>();
  for (const survey of surveys) byPupil.set(survey.pupil, [...(byPupil.get(survey.pupil) ?? []), survey]);
  return [...byPupil.values()]
    .map((own) =>
      [...own].sort((a, b) => a.examinationDate.localeCompare(b.examinationDate) || a.ordinalNumber - b.ordinalNumber),
    )
    .sort((a, b) => Math.min(...a.map((s) => s.ordinalNumber)) - Math.min(...b.map((s) => s.ordinalNumber)))
    .map((examinations) => ({
      examinations,
      first: examinations[0]!,
      latest: examinations[examinations.length - 1]!,
    }));
}
