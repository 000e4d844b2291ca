import type { Hono } from "hono";
import { setupOperations, type Setup } from "../../../app/lib/contract";
import { loadSetup } from "../../db/club";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { route } from "../http/route";

export function setupJson(setup: Setup) {
  return {
    agreement_date_signed: setup.agreementDateSigned,
    has_certificate: setup.hasCertificate,
    has_club_enrollment: setup.hasClubEnrollment,
    has_current_season_enrollment: setup.hasCurrentSeasonEnrollment,
    schedule_preview_available: setup.schedulePreviewAvailable,
    schedule_adding_available: setup.scheduleAddingAvailable,
    schedule_max_date: setup.scheduleMaxDate,
    surveys_date_start: setup.surveysDateStart,
    surveys_date_end: setup.surveysDateEnd,
    surveys_preview_available: setup.surveysPreviewAvailable,
    surveys_adding_available: setup.surveysAddingAvailable,
  };
}

async function showSetup(c: ApiContext) {
  const user = requireUser(c);
  return setupJson(await loadSetup(c.get("db"), user.id, c.get("deps").now()));
}

export function setupRoutes(app: Hono<ApiEnv>): void {
  route(app, setupOperations.show, showSetup);
}
