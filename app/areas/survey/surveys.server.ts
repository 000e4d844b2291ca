import type { Params } from "@remix-run/react";
import { validationError } from "remix-validated-form";

import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import type { Setup } from "~/lib/contract/setup";
import { upstreamFailureStatus, upstreamFieldErrors } from "~/lib/forms/forms.server";
import { requireSetup, requireSetupOf, requireUser, type SignedIn } from "~/lib/guards.server";
import { requireFound } from "~/lib/not-found";
import { numberParam } from "~/lib/route-params";
import type { SessionOptions } from "~/lib/session.server";

import { getSurveyOverview, type SurveyOverview } from "./api/survey.server";
import { surveyWindowText } from "./survey";
import { SURVEY_FORM_FIELDS } from "./survey.form";

/** Another teacher's group is a 404 from the API; a malformed number is the 404 page. */

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

/** One call (issue 16), with nothing of the children's data the list does not show. */
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

export function requireSurveyForm(request: Request, params: Params): Promise<SurveyScreen> {
  return requireSurveyScreen(request, params, { restoresFields: SURVEY_FORM_FIELDS });
}

/** Every typed value is shown again; a closed window is told with its dates. */
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
