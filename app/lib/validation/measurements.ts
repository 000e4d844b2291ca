// Pupil fitness measurements (DOMAIN.md). No zod: the surveys' list page shows their names.
import { invalid, parseNumber, type RuleResult, valid } from "./checks";

export interface MeasurementRange {
  min: number;
  max: number;
  decimals: number;
  unit: string;
}

/** Every measurement may be omitted (null), never replaced by 0. */
export const SURVEY_MEASUREMENTS = {
  body_weight: { min: 10, max: 200, decimals: 1, unit: "kg" },
  body_height: { min: 80, max: 230, decimals: 1, unit: "cm" },
  waist: { min: 30, max: 200, decimals: 1, unit: "cm" },
  /** 20 m shuttle run (Léger): total shuttles. */
  beep_test: { min: 0, max: 300, decimals: 0, unit: "odcinków" },
  /** 10×5 m shuttle run (Eurofit). */
  run: { min: 8, max: 60, decimals: 2, unit: "s" },
  /** Bent-arm hang (Eurofit). */
  stick_overhang: { min: 0, max: 300, decimals: 1, unit: "s" },
  plank: { min: 0, max: 900, decimals: 0, unit: "s" },
} as const satisfies Record<string, MeasurementRange>;

export type SurveyMeasurement = keyof typeof SURVEY_MEASUREMENTS;

export const MEASUREMENT_MESSAGES = {
  notANumber: "Wprowadź liczbę albo oznacz pomiar jako pominięty.",
  missing: "Wpisz wynik albo zaznacz „Pominięto”, jeśli pomiaru nie wykonano.",
} as const;

const formatPl = (n: number) => String(n).replace(".", ",");

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

/** At the test's precision (integer columns take no stray fractions); blank is the caller's decision. */
export function readMeasurement(name: SurveyMeasurement, value: unknown): RuleResult<number> {
  const number = parseNumber(value);
  if (number === null) return invalid(MEASUREMENT_MESSAGES.notANumber);
  const problem = measurementProblem(name, number);
  if (problem) return invalid(problem);
  return valid(Number(number.toFixed(SURVEY_MEASUREMENTS[name].decimals)));
}
