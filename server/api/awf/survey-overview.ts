// Issue 16: no birth date, no disability, so nothing is decrypted.
import type { Hono } from "hono";
import { surveyOverviewOperations } from "../../../app/lib/contract";
import { surveysOfGroup } from "../../db/surveys";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { route } from "../http/route";
import { setupAndOpenGroup } from "./access";
import { groupJson } from "./season";
import { setupJson } from "./setup";

async function showSurveyOverview(c: ApiContext) {
  const user = requireUser(c);
  const { setup, group } = await setupAndOpenGroup(c, user, "surveysPreviewAvailable");
  const rows = group ? await surveysOfGroup(c.get("db"), group.id) : [];
  return {
    setup: setupJson(setup),
    group: group ? groupJson(group) : null,
    surveys: rows.map((survey) => ({
      id: survey.id,
      ordinal_number: survey.ordinalNumber,
      first_name: survey.firstName,
      last_name: survey.lastName,
      examination_date: survey.examinationDate,
      body_weight: survey.bodyWeight,
      body_height: survey.bodyHeight,
      waist: survey.waist,
      beep_test: survey.beepTest,
      run: survey.run,
      stick_overhang: survey.stickOverhang,
      plank: survey.plank,
    })),
  };
}

export function surveyOverviewRoutes(app: Hono<ApiEnv>): void {
  route(app, surveyOverviewOperations.show, showSurveyOverview);
}
