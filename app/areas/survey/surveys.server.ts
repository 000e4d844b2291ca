import type { Params } from "@remix-run/react";
import { validationError } from "remix-validated-form";

import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { upstreamFailureStatus, upstreamFieldErrors } from "~/lib/forms/forms.server";
import type { Setup } from "~/lib/contract/setup";
import { getSurveyOverview, type SurveyOverview } from "./api/survey.server";
import { requireSetup, requireSetupOf, requireUser, type SignedIn } from "~/lib/guards.server";
import { requireFound } from "~/lib/not-found";
import { numberParam } from "~/lib/route-params";
import type { SessionOptions } from "~/lib/session.server";
import { SURVEY_FORM_FIELDS } from "./survey.form";
import { surveyWindowText } from "./survey";

/**
 * What the survey screens share on the server: the group of the address (a
 * malformed number is the 404 page; another teacher's group the API answers
 * 404 for), the setup guard, and how a refused save is shown in the form.
 */

export interface SurveyScreen extends SignedIn {
  group: number;
  setup: Setup;
}

export async function requireSurveyScreen(
  request: Request,
  params: Params,
  options: SessionOptions = {},
): Promise<SurveyScreen> {
  const group = numberParam(params, "group");
  const signedIn = await requireUser(request, options);
  const setup = await requireSetup(signedIn, "surveysPreviewAvailable");
  return { ...signedIn, group, setup };
}

/**
 * The same for a screen that shows the group's surveys, in one call (issue 16):
 * the surveys as the list has them (names, dates, results; nothing else of the
 * children's data).
 */
export async function requireSurveyList(
  request: Request,
  params: Params,
): Promise<SurveyScreen & { surveys: SurveyOverview["surveys"] }> {
  const group = numberParam(params, "group");
  const signedIn = await requireUser(request);
  const overview = await getSurveyOverview(signedIn.session, group).catch(asErrorResponse);
  const setup = await requireSetupOf(signedIn, overview.setup, "surveysPreviewAvailable");
  // Another teacher's group, or none with this number: the 404 page.
  requireFound(overview.group);
  return { ...signedIn, group, setup, surveys: overview.surveys };
}

/** For actions: a post that finds the session ended keeps the typed survey for after the login. */
export function requireSurveyForm(request: Request, params: Params): Promise<SurveyScreen> {
  return requireSurveyScreen(request, params, { restoresFields: SURVEY_FORM_FIELDS });
}

/**
 * The API refused the survey, or failed: its messages at the fields it
 * names, otherwise one message for the whole form (the window having closed
 * meanwhile is told with its dates). Every typed value is shown again.
 */
export async function refusedSurvey(error: unknown, screen: SurveyScreen, values: Record<string, unknown>) {
  if (!(error instanceof UpstreamError)) throw error;
  // Another teacher's group or survey: the 404 page, as for the page itself.
  if (error.status === 404) asErrorResponse(error);
  let message = error.message;
  if (error.status === 403) {
    const setup = await screen.session.setup();
    if (!setup.surveysAddingAvailable) message = surveyWindowText(setup);
  }
  return validationError({ fieldErrors: upstreamFieldErrors(error, { fields: SURVEY_FORM_FIELDS, message }) }, values, {
    status: upstreamFailureStatus(error),
    headers: await screen.session.commit(),
  });
}
