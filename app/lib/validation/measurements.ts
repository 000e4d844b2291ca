// Pupil fitness measurements: plausible ranges and precision (DOMAIN.md), one
// rule for the survey form and for the API.
// Plain checks only (no zod): the surveys' list page shows the names of the measurements.
import { invalid, parseNumber, valid, type RuleResult } from "./checks";

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

export const MEASUREMENT_MESSAGES = {
  notANumber: "Wprowadź liczbę albo oznacz pomiar jako pominięty.",
  /** The survey form asks for each measurement explicitly: a result, or ticked as omitted. */
  missing: "Wpisz wynik albo zaznacz „Pominięto”, jeśli pomiaru nie wykonano.",
} as const;

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

/**
 * A result as a teacher types it ("32,5") or a client sends it (32.5): the
 * number at the precision the test measures (integer columns take no stray
 * fractions), or why it cannot be stored. Blank is the caller's decision.
 */
export function readMeasurement(name: SurveyMeasurement, value: unknown): RuleResult<number> {
  const number = parseNumber(value);
  if (number === null) return invalid(MEASUREMENT_MESSAGES.notANumber);
  const problem = measurementProblem(name, number);
  if (problem) return invalid(problem);
  return valid(Number(number.toFixed(SURVEY_MEASUREMENTS[name].decimals)));
}
