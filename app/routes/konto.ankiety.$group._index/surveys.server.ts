import type { LoaderFunctionArgs } from "@remix-run/node";

import { omittedMeasurements, surveyWindowText } from "~/areas/survey/survey";
import { requireSurveyList } from "~/areas/survey/surveys.server";
import { jsonWithSession } from "~/lib/responses.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const screen = await requireSurveyList(request, params);
  return jsonWithSession(screen.session, {
    group: screen.group,
    adding: screen.setup.surveysAddingAvailable,
    window: surveyWindowText(screen.setup),
    // Children's data: only what the list shows.
    surveys: screen.surveys.map((survey) => ({
      id: survey.id,
      ordinalNumber: survey.ordinalNumber,
      name: `${survey.firstName} ${survey.lastName}`,
      examinationDate: survey.examinationDate,
      omitted: omittedMeasurements(survey),
      pupil: survey.pupil,
    })),
  });
}
