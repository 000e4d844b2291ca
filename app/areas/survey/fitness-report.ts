// The group fitness report as the screen shows it (issue 18): the measures'
// Polish names and units, numbers in Polish, and a pupil's change in words.
import { FITNESS_TEST_NAMES } from "~/lib/contract/fitness-tests";
import { type BMI_CATEGORY_KEYS, FITNESS_TEST_KEYS, type REPORT_MEASURE_KEYS } from "~/lib/contract/survey";
import { roundDecimal } from "~/lib/validation/decimal";
import { pluralPl } from "~/lib/validation/polish";

export type ReportMeasureKey = (typeof REPORT_MEASURE_KEYS)[number];
export type FitnessTestKey = (typeof FITNESS_TEST_KEYS)[number];
export type BmiCategoryKey = (typeof BMI_CATEGORY_KEYS)[number];

/** A unit, or a noun whose form follows the number ("34 odcinki", "41 odcinków", "19,5 odcinka"). */
type Unit = string | { one: string; few: string; many: string; fraction: string };

const LAPS: Unit = { one: "odcinek", few: "odcinki", many: "odcinków", fraction: "odcinka" };

export const REPORT_MEASURES: { key: ReportMeasureKey; name: string; unit: Unit; decimals: number }[] = [
  { key: "bmi", name: "BMI", unit: "kg/m²", decimals: 1 },
  { key: "bmi_z", name: "BMI względem wieku (z-score WHO)", unit: "", decimals: 2 },
  { key: "waist_to_height", name: "Obwód talii / wzrost", unit: "", decimals: 2 },
  { key: "beep_test", name: FITNESS_TEST_NAMES.beep_test.name, unit: LAPS, decimals: 1 },
  { key: "vo2_max", name: "VO₂max (szacunek wg Légera)", unit: "ml/kg/min", decimals: 1 },
  { key: "run", name: FITNESS_TEST_NAMES.run.name, unit: "s", decimals: 2 },
  { key: "stick_overhang", name: FITNESS_TEST_NAMES.stick_overhang.name, unit: "s", decimals: 1 },
  { key: "plank", name: FITNESS_TEST_NAMES.plank.name, unit: "s", decimals: 0 },
];

export const FITNESS_TESTS: { key: FitnessTestKey; name: string }[] = FITNESS_TEST_KEYS.map((key) => ({
  key,
  name: FITNESS_TEST_NAMES[key].name,
}));

export const BMI_CATEGORY_NAMES: Record<BmiCategoryKey, string> = {
  severe_thinness: "Znaczna niedowaga",
  thinness: "Niedowaga",
  normal: "Prawidłowa",
  overweight: "Nadwaga",
  obesity: "Otyłość",
  unknown: "Brak oceny",
};

export const SEX_NAMES = { K: "Dziewczęta", M: "Chłopcy", all: "Razem" } as const;

export const CHANGE_WORDS = { better: "lepiej", same: "bez zmian", worse: "gorzej" } as const;

/** One formatter per precision: making one costs far more than using it. */
const figureFormats = new Map<number, Intl.NumberFormat>();

export function formatFigure(value: number | null | undefined, decimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  let format = figureFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
    figureFormats.set(decimals, format);
  }
  return format.format(roundDecimal(value, decimals) || 0);
}

/** A figure with its unit in the form its shown number takes: "19,5 odcinka", "34 odcinki", "12,3 s". */
export function figureWithUnit(value: number | null | undefined, decimals: number, unit: Unit): string {
  const shown = formatFigure(value, decimals);
  if (shown === "–" || unit === "") return shown;
  const name =
    typeof unit === "string"
      ? unit
      : pluralPl(roundDecimal(value!, decimals), unit.one, unit.few, unit.many, unit.fraction);
  return `${shown} ${name}`;
}

export function formatChange(value: number | null | undefined, decimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  const shown = formatFigure(Math.abs(value), decimals);
  if (shown === "0") return "0";
  return `${value > 0 ? "+" : "−"}${shown}`;
}
