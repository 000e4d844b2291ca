// Issue 16: no birth date, no disability, so nothing is decrypted.

import { surveyOverviewOperations, surveyOverviewResponse, toWire } from "../../../app/lib/contract";
import { surveysOfGroup } from "../../db/surveys";
import { type ApiContext, requireUser } from "../context";
import { routes } from "../http/route";
import { setupAndOpenGroup } from "./access";

async function showSurveyOverview(c: ApiContext) {
  const user = requireUser(c);
  const { setup, group } = await setupAndOpenGroup(c, user, "surveysPreviewAvailable");
  const rows = group ? await surveysOfGroup(c.get("db"), group.id) : [];
  return toWire(surveyOverviewResponse, { setup, group, surveys: rows });
}

export const surveyOverviewRoutes = routes(surveyOverviewOperations, {
  show: showSurveyOverview,
});
