// The group's surveys: the loader of the list screen.
import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { asErrorResponse } from "~/lib/api/errors.server";
import { listSurveys } from "~/lib/api/survey.server";
import { omittedMeasurements, surveyWindowText } from "~/lib/survey";
import { requireSurveyScreen } from "~/lib/surveys.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const screen = await requireSurveyScreen(request, params);
  // Another teacher's group (or none with this number) is the API's 404: the 404 page.
  const surveys = await listSurveys(screen.session, screen.group).catch(asErrorResponse);
  return json(
    {
      group: screen.group,
      adding: screen.setup.surveysAddingAvailable,
      window: surveyWindowText(screen.setup),
      // Children's data: only what the list shows, nothing measured.
      surveys: surveys.map((survey) => ({
        id: survey.id,
        ordinalNumber: survey.ordinalNumber,
        name: `${survey.firstName} ${survey.lastName}`,
        examinationDate: survey.examinationDate,
        omitted: omittedMeasurements(survey),
      })),
    },
    { headers: await screen.session.commit() },
  );
}
