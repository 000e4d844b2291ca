import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { deleteSurvey, getSurvey, type Survey, updateSurvey } from "~/areas/survey/api/survey.server";
import { surveyWindowText } from "~/areas/survey/survey";
import { surveyValidator } from "~/areas/survey/survey.form";
import {
  refusedSurvey,
  requireSurveyForm,
  requireSurveyScreen,
  type SurveyScreen,
} from "~/areas/survey/surveys.server";
import { asksDeletion } from "~/components/deletion";
import { asErrorResponse } from "~/lib/api/errors.server";
import { readForm } from "~/lib/forms/forms.server";
import { requireFound } from "~/lib/not-found";
import { jsonWithSession, redirectAfterCall, redirectWithToast } from "~/lib/responses.server";
import { numberParam } from "~/lib/route-params";

/** The API answers 404 for anyone else's. */
async function surveyOfAddress(screen: SurveyScreen, id: number): Promise<Survey> {
  const survey = await getSurvey(screen.session, id).catch(asErrorResponse);
  requireFound(survey.group === screen.group);
  return survey;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = numberParam(params, "id");
  const screen = await requireSurveyScreen(request, params);
  const survey = await surveyOfAddress(screen, id);
  const kept = await screen.session.takeKeptForm();
  return jsonWithSession(screen.session, {
    group: screen.group,
    adding: screen.setup.surveysAddingAvailable,
    window: surveyWindowText(screen.setup),
    survey,
    kept,
    asksDeletion: asksDeletion(request),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = numberParam(params, "id");
  const screen = await requireSurveyForm(request, params);
  await surveyOfAddress(screen, id);
  const formData = await readForm(request);
  if (formData.get("intent") === "delete") return removeSurvey(screen, id);
  const result = await surveyValidator.validate(formData);
  if (result.error) return validationError(result.error, result.submittedData);

  try {
    const survey = await updateSurvey(screen.session, id, { group: screen.group, ...result.data });
    return redirectWithToast(screen.session, `/konto/ankiety/${screen.group}`, {
      success: `Zapisano zmiany w ankiecie nr ${survey.ordinalNumber}: ${survey.firstName} ${survey.lastName}.`,
    });
  } catch (error) {
    return refusedSurvey(error, screen, result.submittedData);
  }
}

async function removeSurvey(screen: SurveyScreen, id: number) {
  const list = `/konto/ankiety/${screen.group}`;
  return redirectAfterCall(
    screen.session,
    list,
    () => deleteSurvey(screen.session, id),
    (survey) => `Usunięto ankietę nr ${survey.ordinalNumber}: ${survey.firstName} ${survey.lastName}.`,
    { refusedTo: `${list}/${id}` },
  );
}
