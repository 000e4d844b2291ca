// A group's fitness report (issue 18): its pupils' first and latest surveys,
// each measure at the group's first and latest survey, girls and boys apart,
// each pupil's change, and the BMI categories then and now. A pupil is the
// same one across surveys by name, birth date and sex. An omitted result is
// counted as omitted, never as 0; only pupils measured both times count in a
// change.
import { type Change, changeOf, estimatedVo2max, type FitnessMeasure, lastCompletedStage } from "./fitness";
import { BMI_CATEGORIES, type BmiCategory, type Growth, growthOf, type Sex } from "./growth";
import { ageInYears, pupilKey } from "./survey";

export interface SurveyForReport {
  id: number;
  ordinalNumber: number;
  firstName: string;
  lastName: string;
  /** "K" a girl, "M" a boy. */
  sex: "K" | "M";
  birthdate: string;
  examinationDate: string;
  bodyWeight: number | null;
  bodyHeight: number | null;
  waist: number | null;
  beepTest: number | null;
  run: number | null;
  stickOverhang: number | null;
  plank: number | null;
}

/** The figures of one pupil's survey the report shows; an implausible z-score (most likely a typing error in weight or height) is null. */
export interface PupilFigures extends Omit<Growth, "ageMonths"> {
  surveyId: number;
  examinationDate: string;
  beepTest: number | null;
  shuttleStage: number | null;
  vo2max: number | null;
  run: number | null;
  stickOverhang: number | null;
  plank: number | null;
}

export const REPORT_MEASURES = [
  "bmi",
  "bmiZ",
  "waistToHeight",
  "beepTest",
  "vo2max",
  "run",
  "stickOverhang",
  "plank",
] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

/** The fitness tests, whose change is better, the same or worse (the others only change in value). */
const FITNESS_TESTS: Partial<Record<ReportMeasure, FitnessMeasure>> = {
  beepTest: "beep_test",
  run: "run",
  stickOverhang: "stick_overhang",
  plank: "plank",
};

export interface PupilReport {
  name: string;
  sex: "K" | "M";
  surveys: number;
  first: PupilFigures;
  /** Null for a pupil surveyed once. */
  latest: PupilFigures | null;
  /** Per fitness test, when measured both times. */
  changes: Partial<Record<ReportMeasure, Change>>;
}

export interface RoundSummary {
  measured: number;
  omitted: number;
  mean: number | null;
}

export interface ChangeSummary {
  /** Pupils measured both times. */
  pupils: number;
  meanChange: number | null;
  /** For the fitness tests only. */
  better: number | null;
  same: number | null;
  worse: number | null;
}

export type ReportSex = "K" | "M" | "all";

export interface MeasureSummary {
  measure: ReportMeasure;
  sex: ReportSex;
  first: RoundSummary;
  latest: RoundSummary;
  change: ChangeSummary;
}

export interface BmiCategoryCounts {
  sex: ReportSex;
  first: Record<BmiCategory, number> & { unknown: number };
  latest: Record<BmiCategory, number> & { unknown: number };
}

export interface GroupFitnessReport {
  pupils: PupilReport[];
  /** Pupils surveyed at least twice: the ones whose change can be told. */
  pupilsSurveyedTwice: number;
  firstDates: { from: string; to: string } | null;
  latestDates: { from: string; to: string } | null;
  measures: MeasureSummary[];
  bmiCategories: BmiCategoryCounts[];
}

const SEX: Record<"K" | "M", Sex> = { K: "female", M: "male" };

export function figuresOf(survey: SurveyForReport): PupilFigures {
  const growth = growthOf({
    sex: SEX[survey.sex],
    birthdate: survey.birthdate,
    examinationDate: survey.examinationDate,
    weightKg: survey.bodyWeight,
    heightCm: survey.bodyHeight,
    waistCm: survey.waist,
  });
  const age = ageInYears(survey.birthdate, survey.examinationDate);
  return {
    surveyId: survey.id,
    examinationDate: survey.examinationDate,
    bmi: growth.bmi,
    bmiZ: growth.implausible ? null : growth.bmiZ,
    bmiCategory: growth.bmiCategory,
    heightZ: growth.implausible ? null : growth.heightZ,
    waistToHeight: growth.waistToHeight,
    waistToHeightHigh: growth.waistToHeightHigh,
    implausible: growth.implausible,
    beepTest: survey.beepTest,
    shuttleStage: survey.beepTest === null ? null : lastCompletedStage(survey.beepTest),
    vo2max: survey.beepTest === null ? null : estimatedVo2max(survey.beepTest, age),
    run: survey.run,
    stickOverhang: survey.stickOverhang,
    plank: survey.plank,
  };
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : null);

function round(figures: PupilFigures[], measure: ReportMeasure): RoundSummary {
  const values = figures.map((f) => f[measure]).filter((value): value is number => value !== null);
  return { measured: values.length, omitted: figures.length - values.length, mean: mean(values) };
}

function changeSummary(pupils: PupilReport[], measure: ReportMeasure): ChangeSummary {
  const both = pupils.filter((p) => p.latest && p.first[measure] !== null && p.latest[measure] !== null);
  const test = FITNESS_TESTS[measure];
  const count = (change: Change) => (test ? both.filter((p) => p.changes[measure] === change).length : null);
  return {
    pupils: both.length,
    meanChange: mean(both.map((p) => (p.latest![measure] as number) - (p.first[measure] as number))),
    better: count("better"),
    same: count("same"),
    worse: count("worse"),
  };
}

function categoryCounts(figures: PupilFigures[]) {
  const counts = Object.fromEntries([...BMI_CATEGORIES, "unknown"].map((name) => [name, 0])) as Record<
    BmiCategory | "unknown",
    number
  >;
  for (const f of figures) counts[f.bmiCategory ?? "unknown"]++;
  return counts;
}

function dateRange(dates: string[]) {
  if (dates.length === 0) return null;
  const sorted = [...dates].sort();
  return { from: sorted[0]!, to: sorted[sorted.length - 1]! };
}

export function groupFitnessReport(surveys: SurveyForReport[]): GroupFitnessReport {
  const byPupil = new Map<string, SurveyForReport[]>();
  for (const survey of surveys) {
    const key = pupilKey(survey);
    byPupil.set(key, [...(byPupil.get(key) ?? []), survey]);
  }
  const pupils: PupilReport[] = [...byPupil.values()].map((own) => {
    const ordered = [...own].sort(
      (a, b) => a.examinationDate.localeCompare(b.examinationDate) || a.ordinalNumber - b.ordinalNumber,
    );
    const first = figuresOf(ordered[0]!);
    const latest = ordered.length > 1 ? figuresOf(ordered[ordered.length - 1]!) : null;
    const changes: Partial<Record<ReportMeasure, Change>> = {};
    for (const [measure, test] of Object.entries(FITNESS_TESTS) as [ReportMeasure, FitnessMeasure][]) {
      const [from, to] = [first[measure], latest?.[measure] ?? null];
      if (from !== null && to !== null) changes[measure] = changeOf(test, from, to);
    }
    const { firstName, lastName, sex } = ordered[ordered.length - 1]!;
    return { name: `${firstName} ${lastName}`, sex, surveys: ordered.length, first, latest, changes };
  });
  pupils.sort((a, b) => a.name.localeCompare(b.name, "pl"));

  const sexes: ReportSex[] = ["K", "M", "all"];
  const ofSex = (sex: ReportSex) => pupils.filter((p) => sex === "all" || p.sex === sex);
  const measures = REPORT_MEASURES.flatMap((measure) =>
    sexes.map((sex) => {
      const group = ofSex(sex);
      return {
        measure,
        sex,
        first: round(
          group.map((p) => p.first),
          measure,
        ),
        latest: round(
          group.flatMap((p) => (p.latest ? [p.latest] : [])),
          measure,
        ),
        change: changeSummary(group, measure),
      };
    }),
  );
  const bmiCategories = sexes.map((sex) => {
    const group = ofSex(sex);
    return {
      sex,
      first: categoryCounts(group.map((p) => p.first)),
      latest: categoryCounts(group.flatMap((p) => (p.latest ? [p.latest] : []))),
    };
  });
  const twice = pupils.filter((p) => p.latest);
  return {
    pupils,
    pupilsSurveyedTwice: twice.length,
    firstDates: dateRange(pupils.map((p) => p.first.examinationDate)),
    latestDates: dateRange(twice.map((p) => p.latest!.examinationDate)),
    measures,
    bmiCategories,
  };
}
