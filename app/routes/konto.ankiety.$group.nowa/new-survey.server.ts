import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { createSurvey, getSurvey } from "~/areas/survey/api/survey.server";
import { pupilsOf, surveyWindowText } from "~/areas/survey/survey";
import {
  NEXT_PUPIL,
  nextExaminationValues,
  sharedFieldsFrom,
  sharedFieldsQuery,
  surveyValidator,
} from "~/areas/survey/survey.form";
import { refusedSurvey, requireSurveyForm, requireSurveyList } from "~/areas/survey/surveys.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { formatDate } from "~/lib/dates";
import { readForm } from "~/lib/forms/forms.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";

/** ?uczen=12: the pupil's latest survey of this group, which the next examination starts from. */
async function previousExamination(
  screen: Awaited<ReturnType<typeof requireSurveyList>>,
  searchParams: URLSearchParams,
) {
  const id = Number(searchParams.get("uczen"));
  if (!screen.surveys.some((survey) => survey.id === id)) return null;
  return getSurvey(screen.session, id).catch(asErrorResponse);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const screen = await requireSurveyList(request, params);
  const searchParams = new URL(request.url).searchParams;
  const kept = await screen.session.takeKeptForm();
  const previous = kept ? null : await previousExamination(screen, searchParams);
  const shared = sharedFieldsFrom(searchParams);
  const pupils = pupilsOf(screen.surveys).map(({ latest }) => ({
    value: String(latest.id),
    label: `${latest.firstName} ${latest.lastName} (ostatnie badanie ${formatDate(latest.examinationDate)})`,
  }));
  return jsonWithSession(screen.session, {
    group: screen.group,
    adding: screen.setup.surveysAddingAvailable,
    window: surveyWindowText(screen.setup),
    count: screen.surveys.length,
    pupils,
    previous: previous && { id: previous.id, ordinalNumber: previous.ordinalNumber },
    defaults: kept ?? (previous ? nextExaminationValues(previous) : shared),
    restored: kept !== null,
    nextPupil: kept === null && previous === null && Object.keys(shared).length > 0,
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
