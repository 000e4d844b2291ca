// Growth by the WHO 2007 reference for 5–19 years (server/domain/who2007/,
// its README names the source): z-scores by WHO's LMS method, the BMI-for-age
// categories by WHO's cut-offs, and the waist-to-height ratio.
import { readFileSync } from "node:fs";
import path from "node:path";

export type GrowthIndicator = "bmi-for-age" | "height-for-age" | "weight-for-age";
export type Sex = "male" | "female";

interface Lms {
  l: number;
  m: number;
  s: number;
}

const TABLE_FILES: Record<GrowthIndicator, string> = {
  "bmi-for-age": "bfawho2007.txt",
  "height-for-age": "hfawho2007.txt",
  "weight-for-age": "wfawho2007.txt",
};

/** The ages each table serves, in months: weight-for-age stops at 10 years, as WHO's does. */
const AGE_RANGE: Record<GrowthIndicator, [number, number]> = {
  "bmi-for-age": [60, 228],
  "height-for-age": [60, 228],
  "weight-for-age": [60, 120],
};

/** The days of an average month, by which WHO turns an age in days into months. */
export const DAYS_PER_MONTH = 30.4375;

/** The reference files, read from the project's own copy (the server runs from the project's folder). */
const REFERENCE_DIR = path.resolve(process.cwd(), "server/domain/who2007");

const tables = new Map<GrowthIndicator, Record<Sex, Lms[]>>();

/** A table's rows by sex, indexed by completed month. */
function tableOf(indicator: GrowthIndicator): Record<Sex, Lms[]> {
  let table = tables.get(indicator);
  if (!table) {
    table = { male: [], female: [] };
    const lines = readFileSync(path.join(REFERENCE_DIR, TABLE_FILES[indicator]), "utf8").trim().split("\n").slice(1);
    for (const line of lines) {
      const [sex, age, l, m, s] = line.split("\t").map(Number);
      table[sex === 1 ? "male" : "female"][age!] = { l: l!, m: m!, s: s! };
    }
    tables.set(indicator, table);
  }
  return table;
}

/** L, M and S at an exact age, interpolated linearly between the two whole months around it. */
function lmsAt(indicator: GrowthIndicator, sex: Sex, ageMonths: number): Lms | null {
  const [from, to] = AGE_RANGE[indicator];
  if (!Number.isFinite(ageMonths) || ageMonths < from || ageMonths > to) return null;
  const rows = tableOf(indicator)[sex];
  const lower = Math.floor(ageMonths);
  const below = rows[lower]!;
  const above = rows[lower + 1];
  const fraction = ageMonths - lower;
  if (fraction === 0 || !above) return below;
  const between = (a: number, b: number) => a + (b - a) * fraction;
  return { l: between(below.l, above.l), m: between(below.m, above.m), s: between(below.s, above.s) };
}

/** The value at `k` standard deviations of the LMS curve. */
function valueAtSd({ l, m, s }: Lms, k: number): number {
  return l === 0 ? m * Math.exp(s * k) : m * (1 + l * s * k) ** (1 / l);
}

/**
 * The unrounded z-score of a measurement, or null outside the reference's
 * ages. For BMI and weight, WHO's restricted curve beyond ±3 SD.
 */
export function whoZScore({
  indicator,
  sex,
  ageMonths,
  value,
}: {
  indicator: GrowthIndicator;
  sex: Sex;
  ageMonths: number;
  value: number;
}): number | null {
  const lms = lmsAt(indicator, sex, ageMonths);
  if (!lms || !(value > 0)) return null;
  const { l, m, s } = lms;
  const z = l === 0 ? Math.log(value / m) / s : ((value / m) ** l - 1) / (l * s);
  if (indicator === "height-for-age" || Math.abs(z) <= 3) return z;
  if (z > 3) {
    const sd3 = valueAtSd(lms, 3);
    return 3 + (value - sd3) / (sd3 - valueAtSd(lms, 2));
  }
  const sdMinus3 = valueAtSd(lms, -3);
  return -3 + (value - sdMinus3) / (valueAtSd(lms, -2) - sdMinus3);
}

/** The exact age in months between two ISO dates (days ÷ 30.4375), as WHO computes it. */
export function ageInMonths(birthdate: string, on: string): number {
  const days = (Date.parse(`${on}T00:00:00Z`) - Date.parse(`${birthdate}T00:00:00Z`)) / 86_400_000;
  return days / DAYS_PER_MONTH;
}

export type BmiCategory = "severe_thinness" | "thinness" | "normal" | "overweight" | "obesity";

export const BMI_CATEGORIES: readonly BmiCategory[] = [
  "severe_thinness",
  "thinness",
  "normal",
  "overweight",
  "obesity",
];

export const BMI_CATEGORY_NAMES: Record<BmiCategory, string> = {
  severe_thinness: "Znaczna niedowaga",
  thinness: "Niedowaga",
  normal: "Prawidłowa masa ciała",
  overweight: "Nadwaga",
  obesity: "Otyłość",
};

/** WHO's cut-offs for BMI-for-age, 5–19 years: thinness below −2 SD (severe below −3), overweight above +1, obesity above +2. */
export function bmiCategory(z: number): BmiCategory {
  if (z < -3) return "severe_thinness";
  if (z < -2) return "thinness";
  if (z > 2) return "obesity";
  if (z > 1) return "overweight";
  return "normal";
}

/** WHO flags a BMI-for-age |z| over 5 and a height-for-age |z| over 6 as implausible (a typing error, most likely). */
export function isImplausibleZ(indicator: GrowthIndicator, z: number): boolean {
  return Math.abs(z) > (indicator === "height-for-age" ? 6 : 5);
}

export function bmi(weightKg: number, heightCm: number): number {
  return weightKg / (heightCm / 100) ** 2;
}

/** Waist-to-height ratio; 0.5 and above marks fat around the waist to look at. */
export function waistToHeight(waistCm: number, heightCm: number): number {
  return waistCm / heightCm;
}

export const WAIST_TO_HEIGHT_LIMIT = 0.5;

export interface GrowthInput {
  sex: Sex;
  birthdate: string;
  examinationDate: string;
  weightKg: number | null;
  heightCm: number | null;
  waistCm: number | null;
}

export interface Growth {
  ageMonths: number;
  bmi: number | null;
  bmiZ: number | null;
  bmiCategory: BmiCategory | null;
  heightZ: number | null;
  waistToHeight: number | null;
  waistToHeightHigh: boolean | null;
  /** A z-score WHO would flag: shown, but left out of the category counts. */
  implausible: boolean;
}

/** A pupil's growth figures from one survey; a measurement omitted leaves what needs it null. */
export function growthOf(input: GrowthInput): Growth {
  const ageMonths = ageInMonths(input.birthdate, input.examinationDate);
  const { sex, weightKg, heightCm, waistCm } = input;
  const bodyMassIndex = weightKg !== null && heightCm !== null ? bmi(weightKg, heightCm) : null;
  const bmiZ =
    bodyMassIndex === null ? null : whoZScore({ indicator: "bmi-for-age", sex, ageMonths, value: bodyMassIndex });
  const heightZ =
    heightCm === null ? null : whoZScore({ indicator: "height-for-age", sex, ageMonths, value: heightCm });
  const implausible =
    (bmiZ !== null && isImplausibleZ("bmi-for-age", bmiZ)) ||
    (heightZ !== null && isImplausibleZ("height-for-age", heightZ));
  const ratio = waistCm !== null && heightCm !== null ? waistToHeight(waistCm, heightCm) : null;
  return {
    ageMonths,
    bmi: bodyMassIndex,
    bmiZ,
    bmiCategory: bmiZ === null || implausible ? null : bmiCategory(bmiZ),
    heightZ,
    waistToHeight: ratio,
    waistToHeightHigh: ratio === null ? null : ratio >= WAIST_TO_HEIGHT_LIMIT,
    implausible,
  };
}
