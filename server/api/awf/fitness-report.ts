// Issue 18: pupils' names go only to their teacher.

import {
  BMI_CATEGORY_KEYS,
  fitnessReportOperations,
  fitnessReportResponse,
  type REPORT_MEASURE_KEYS,
  toWire,
} from "../../../app/lib/contract";
import { groupHeading } from "../../db/groups";
import { surveysOfGroup } from "../../db/surveys";
import { groupFitnessReport, type PupilFigures, type ReportMeasure } from "../../domain/fitness-report";
import { type ApiContext, requireUser, type User } from "../context";
import { validationError } from "../http/errors";
import { routes } from "../http/route";
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

const figuresOf = (figures: PupilFigures) => ({ ...figures, vo2Max: figures.vo2max });

async function showReport(c: ApiContext) {
  const user = requireUser(c);
  return c.get("deps").reads.through(c, user, ["season"], () => readReport(c, user));
}

async function readReport(c: ApiContext, user: User) {
  await requireSetupFlag(c, user, "surveysPreviewAvailable", REPORT_CLOSED);
  const group = await groupFromQuery(c, user);
  if (!group) throw validationError({ group: ["To pole jest wymagane"] });
  const db = c.get("db");
  const [surveys, heading] = await Promise.all([surveysOfGroup(db, group.id), groupHeading(db, group.id)]);
  const report = groupFitnessReport(surveys);
  return toWire(fitnessReportResponse, {
    ...report,
    ...heading!,
    group: group.groupNumber,
    pupils: report.pupils.map((pupil) => ({
      ...pupil,
      first: figuresOf(pupil.first),
      latest: pupil.latest && figuresOf(pupil.latest),
    })),
    measures: report.measures.map((summary) => ({ ...summary, measure: MEASURE_KEYS[summary.measure] })),
    bmiCategories: report.bmiCategories.flatMap(({ sex, first, latest }) =>
      BMI_CATEGORY_KEYS.map((category) => ({ sex, category, first: first[category], latest: latest[category] })),
    ),
  });
}

export const fitnessReportRoutes = routes(fitnessReportOperations, {
  show: showReport,
});
