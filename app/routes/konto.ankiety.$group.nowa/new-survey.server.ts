import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { createSurvey } from "~/areas/survey/api/survey.server";
import { surveyWindowText } from "~/areas/survey/survey";
import { NEXT_PUPIL, sharedFieldsFrom, sharedFieldsQuery, surveyValidator } from "~/areas/survey/survey.form";
import { refusedSurvey, requireSurveyForm, requireSurveyList } from "~/areas/survey/surveys.server";
import { readForm } from "~/lib/forms/forms.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const screen = await requireSurveyList(request, params);
  const kept = await screen.session.takeKeptForm();
  const shared = sharedFieldsFrom(new URL(request.url).searchParams);
  return jsonWithSession(screen.session, {
    group: screen.group,
    adding: screen.setup.surveysAddingAvailable,
    window: surveyWindowText(screen.setup),
    count: screen.surveys.length,
    defaults: kept ?? shared,
    restored: kept !== null,
    nextPupil: kept === null && Object.keys(shared).length > 0,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const screen = await requireSurveyForm(request, params);
  const formData = await readForm(request);
  const result = await surveyValidator.validate(formData);
  if (result.error) return validationError(result.error, result.submittedData);

  try {
    // The submission key is the Idempotency-Key: a resend creates nothing twice.
    const survey = await createSurvey(screen.session, { group: screen.group, ...result.data }, formData);
    const saved = `Zapisano ankietę nr ${survey.ordinalNumber}: ${survey.firstName} ${survey.lastName}.`;
    if (formData.get(NEXT_PUPIL.name) === NEXT_PUPIL.value) {
      return redirectWithToast(
        screen.session,
        `/konto/ankiety/${screen.group}/nowa?${sharedFieldsQuery(result.data)}`,
        {
          success: `${saved} Wpisz dane kolejnego ucznia.`,
        },
      );
    }
    return redirectWithToast(screen.session, `/konto/ankiety/${screen.group}`, { success: saved });
  } catch (error) {
    return refusedSurvey(error, screen, result.submittedData);
  }
}
