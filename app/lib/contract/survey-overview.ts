// The survey list's read model (issue 16): no birth date, no disability.
import { z } from "zod";

import { operation } from "./operation";
import { groupResponse } from "./season";
import { setupResponse } from "./setup";
import { surveyResponse } from "./survey";

export const surveyListEntryResponse = surveyResponse
  .pick({
    id: true,
    ordinal_number: true,
    first_name: true,
    last_name: true,
    examination_date: true,
    body_weight: true,
    body_height: true,
    waist: true,
    beep_test: true,
    run: true,
    stick_overhang: true,
    plank: true,
  })
  .extend({
    pupil: z
      .number()
      .int()
      .describe("The pupil's number in the group: the surveys of one pupil (same name, birth date and sex) share it"),
  });

export const surveyOverviewResponse = z.object({
  setup: setupResponse.describe("As GET /pl/api/awf/setup/ answers it"),
  group: groupResponse
    .nullable()
    .describe(
      "The teacher's group of this number in the current season, as GET /pl/api/awf/season/enroll/ lists it; null when there is none or the surveys are not open to the teacher",
    ),
  surveys: z
    .array(surveyListEntryResponse)
    .describe("The fields above of GET /pl/api/awf/survey/?group=N, in its order; empty without the group"),
});

export const surveyOverviewOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/awf/survey/overview/",
    summary: "Ekran ankiet grupy: ustawienia, grupa i lista ankiet w jednym wywołaniu",
    tag: "survey",
    auth: "required",
    query: { group: "Numer grupy (wymagany)" },
    status: 200,
    response: surveyOverviewResponse,
    errors: [400, 401],
  }),
};
