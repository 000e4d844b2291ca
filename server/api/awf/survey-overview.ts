// GET /pl/api/awf/survey/overview/?group=N: what a group's survey list shows,
// in one call (issue 16), and of the children's data only that: names,
// examination dates and which results each survey has (no birth date, no
// disability, so nothing is decrypted). The group is looked up only when the
// surveys are open to the teacher, and only among their own.
import type { Hono } from "hono";
import { z } from "zod";
import { groupNumber, surveyOverviewOperations } from "../../../app/lib/contract";
import { loadSetup } from "../../db/club";
import { findOwnCurrentGroup } from "../../db/groups";
import { listSurveys } from "../../db/surveys";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { route } from "../http/route";
import { parseWith } from "../http/validation";
import { groupJson } from "./season";
import { setupJson } from "./setup";

async function showSurveyOverview(c: ApiContext) {
  const user = requireUser(c);
  const { group: number } = parseWith(z.object({ group: groupNumber }), { group: c.req.query("group") });
  const db = c.get("db");
  const setup = await loadSetup(db, user.id, c.get("deps").now());
  const group =
    setup.surveysPreviewAvailable && setup.season ? await findOwnCurrentGroup(db, user.id, number) : undefined;
  const rows = group ? await listSurveys(db, [group.id]) : [];
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
