// Issue 18: pupils' names go only to their teacher.
import type { Hono } from "hono";
import { BMI_CATEGORY_KEYS, fitnessReportOperations, type REPORT_MEASURE_KEYS } from "../../../app/lib/contract";
import { surveysOfGroup } from "../../db/surveys";
import {
  groupFitnessReport,
  type MeasureSummary,
  type PupilFigures,
  type PupilReport,
  type ReportMeasure,
  type RoundSummary,
} from "../../domain/fitness-report";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { validationError } from "../http/errors";
import { route } from "../http/route";
import { groupFromQuery, requireSetupFlag } from "./access";

const REPORT_CLOSED = "Raport jest niedostępny – klub musi być zaakceptowany i zapisany na bieżący sezon.";

const MEASURE_KEYS: Record<ReportMeasure, (typeof REPORT_MEASURE_KEYS)[number]> = {
  bmi: "bmi",
  bmiZ: "bmi_z",
  waistToHeight: "waist_to_height",
  beepTest: "beep_test",
  vo2max: "vo2_max",
  run: "run",
  stickOverhang: "stick_overhang",
  plank: "plank",
};

function figuresJson(f: PupilFigures) {
  return {
    survey_id: f.surveyId,
    examination_date: f.examinationDate,
    bmi: f.bmi,
    bmi_z: f.bmiZ,
    bmi_category: f.bmiCategory,
    height_z: f.heightZ,
    waist_to_height: f.waistToHeight,
    waist_to_height_high: f.waistToHeightHigh,
    implausible: f.implausible,
    beep_test: f.beepTest,
    shuttle_stage: f.shuttleStage,
    vo2_max: f.vo2max,
    run: f.run,
    stick_overhang: f.stickOverhang,
    plank: f.plank,
  };
}

function pupilJson(pupil: PupilReport) {
  return {
    name: pupil.name,
    sex: pupil.sex,
    surveys: pupil.surveys,
    first: figuresJson(pupil.first),
    latest: pupil.latest && figuresJson(pupil.latest),
    changes: {
      beep_test: pupil.changes.beepTest,
      run: pupil.changes.run,
      stick_overhang: pupil.changes.stickOverhang,
      plank: pupil.changes.plank,
    },
  };
}

const roundJson = (r: RoundSummary) => ({ measured: r.measured, omitted: r.omitted, mean: r.mean });

function measureJson(m: MeasureSummary) {
  return {
    measure: MEASURE_KEYS[m.measure],
    sex: m.sex,
    first: roundJson(m.first),
    latest: roundJson(m.latest),
    change: {
      pupils: m.change.pupils,
      mean_change: m.change.meanChange,
      better: m.change.better,
      same: m.change.same,
      worse: m.change.worse,
    },
  };
}

async function showReport(c: ApiContext) {
  const user = requireUser(c);
  await requireSetupFlag(c, user, "surveysPreviewAvailable", REPORT_CLOSED);
  const group = await groupFromQuery(c, user);
  if (!group) throw validationError({ group: ["To pole jest wymagane"] });
  const report = groupFitnessReport(await surveysOfGroup(c.get("db"), group.id));
  return {
    group: group.groupNumber,
    pupils: report.pupils.map(pupilJson),
    pupils_surveyed_twice: report.pupilsSurveyedTwice,
    first_dates: report.firstDates,
    latest_dates: report.latestDates,
    measures: report.measures.map(measureJson),
    bmi_categories: report.bmiCategories.flatMap(({ sex, first, latest }) =>
      BMI_CATEGORY_KEYS.map((category) => ({ sex, category, first: first[category], latest: latest[category] })),
    ),
  };
}

export function fitnessReportRoutes(app: Hono<ApiEnv>): void {
  route(app, fitnessReportOperations.show, showReport);
}
