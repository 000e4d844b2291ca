// Pupil fitness survey: plausible measurement ranges (DOMAIN.md) and the window.
import { isDateWithin } from "./calendar";

export interface MeasurementRange {
  min: number;
  max: number;
  /** Decimal places a measurement may have. */
  decimals: number;
  unit: string;
}

/** Every measurement may be omitted (null), never replaced by 0. */
export const SURVEY_MEASUREMENTS = {
  body_weight: { min: 10, max: 200, decimals: 1, unit: "kg" },
  body_height: { min: 80, max: 230, decimals: 1, unit: "cm" },
  waist: { min: 30, max: 200, decimals: 1, unit: "cm" },
  /** 20 m shuttle run (Léger): total number of shuttles. */
  beep_test: { min: 0, max: 300, decimals: 0, unit: "odcinków" },
  /** 10×5 m shuttle run (Eurofit). */
  run: { min: 8, max: 60, decimals: 2, unit: "s" },
  /** Bent-arm hang (Eurofit). */
  stick_overhang: { min: 0, max: 300, decimals: 1, unit: "s" },
  plank: { min: 0, max: 900, decimals: 0, unit: "s" },
} as const satisfies Record<string, MeasurementRange>;

export type SurveyMeasurement = keyof typeof SURVEY_MEASUREMENTS;

const formatPl = (n: number) => String(n).replace(".", ",");

/** Why a measured value is implausible, or null when it is fine. */
export function measurementProblem(name: SurveyMeasurement, value: number): string | null {
  const range: MeasurementRange = SURVEY_MEASUREMENTS[name];
  if (!Number.isFinite(value) || value < range.min || value > range.max) {
    return `Podaj wartość od ${formatPl(range.min)} do ${formatPl(range.max)} ${range.unit}.`;
  }
  const scaled = value * 10 ** range.decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    return range.decimals === 0
      ? "Podaj liczbę całkowitą."
      : `Podaj wartość z dokładnością do ${range.decimals === 1 ? "jednego miejsca" : `${range.decimals} miejsc`} po przecinku.`;
  }
  return null;
}

export const SURVEY_MESSAGES = {
  windowClosed: (start: string, end: string) => `Ankiety można dodawać i edytować od ${start} do ${end}.`,
  examinationInFuture: "Data badania nie może być z przyszłości.",
  birthdateAfterExamination: "Data urodzenia musi być wcześniejsza niż data badania.",
  implausibleAge: "Wiek ucznia w dniu badania musi wynosić od 5 do 20 lat.",
  disabilityTypeRequired: "Podaj rodzaj niepełnosprawności.",
} as const;

export function isSurveyWindowOpen(today: string, start: string, end: string): boolean {
  return isDateWithin(today, start, end);
}

/** Whole years between two ISO dates. */
export function ageInYears(birthdate: string, on: string): number {
  const [by, bm, bd] = birthdate.split("-").map(Number);
  const [y, m, d] = on.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Problems with the pupil's dates, by field. */
export function surveyDateProblems(
  input: { birthdate: string; examinationDate: string },
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.examinationDate > today) problems.examination_date = SURVEY_MESSAGES.examinationInFuture;
  if (input.birthdate >= input.examinationDate) problems.birthdate = SURVEY_MESSAGES.birthdateAfterExamination;
  else {
    const age = ageInYears(input.birthdate, input.examinationDate);
    if (age < 5 || age > 20) problems.birthdate = SURVEY_MESSAGES.implausibleAge;
  }
  return problems;
}

/** The next number in a group's list of surveys. */
export function nextOrdinalNumber(highestSoFar: number | null): number {
  return (highestSoFar ?? 0) + 1;
}
