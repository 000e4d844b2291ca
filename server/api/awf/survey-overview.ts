// Issue 16: no birth date, no disability, so nothing is decrypted.
import type { Hono } from "hono";

import { surveyOverviewOperations, surveyOverviewResponse, toWire } from "../../../app/lib/contract";
import { surveysOfGroup } from "../../db/surveys";
import { type ApiContext, type ApiEnv, requireUser } from "../context";
import { route } from "../http/route";
import { setupAndOpenGroup } from "./access";

async function showSurveyOverview(c: ApiContext) {
  const user = requireUser(c);
  const { setup, group } = await setupAndOpenGroup(c, user, "surveysPreviewAvailable");
  const rows = group ? await surveysOfGroup(c.get("db"), group.id) : [];
  return toWire(surveyOverviewResponse, { setup, group, surveys: rows });
}

export function surveyOverviewRoutes(app: Hono<ApiEnv>): void {
  route(app, surveyOverviewOperations.show, showSurveyOverview);
}
