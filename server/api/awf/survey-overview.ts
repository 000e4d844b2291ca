// Issue 16: no birth date, no disability, so nothing is decrypted; a pupil is told by a number.

import { surveyOverviewOperations, surveyOverviewResponse, toWire } from "../../../app/lib/contract";
import { surveysOfGroup } from "../../db/surveys";
import { pupilNumbers } from "../../domain/survey";
import { type ApiContext, requireUser, type User } from "../context";
import { routes } from "../http/route";
import { setupAndOpenGroup } from "./access";

async function showSurveyOverview(c: ApiContext) {
  const user = requireUser(c);
  return c.get("deps").reads.through(c, user, ["season"], () => readSurveyOverview(c, user));
}

async function readSurveyOverview(c: ApiContext, user: User) {
  const { setup, group } = await setupAndOpenGroup(c, user, "surveysPreviewAvailable");
  const rows = group ? await surveysOfGroup(c.get("db"), group.id) : [];
  const pupils = pupilNumbers(rows);
  return toWire(surveyOverviewResponse, {
    setup,
    group,
    surveys: rows.map((row, index) => ({ ...row, pupil: pupils[index]! })),
  });
}

export const surveyOverviewRoutes = routes(surveyOverviewOperations, {
  show: showSurveyOverview,
});
