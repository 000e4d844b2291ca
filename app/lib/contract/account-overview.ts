// The account screen's read model (issue 16): one call instead of five.
import { z } from "zod";

import { myAgendaStandingResponse } from "./agenda";
import { clubEnrollmentRecord } from "./club";
import { newsletterResponse } from "./newsletter";
import { operation } from "./operation";
import { placesResponse } from "./season";
import { setupResponse } from "./setup";

export const accountOverviewResponse = z.object({
  setup: setupResponse.describe("As GET /pl/api/awf/setup/ answers it"),
  club_enrollment: clubEnrollmentRecord
    .pick({ status: true, staff_note: true })
    .nullable()
    .describe("The application's status and the office's note, and nothing else of it; null before one is sent"),
  groups: placesResponse.describe("As GET /pl/api/awf/season/place/ answers it; empty without this season's enrolment"),
  newsletter: newsletterResponse.describe("As GET /pl/api/awf/newsletter/enroll answers it"),
  agenda: z
    .array(myAgendaStandingResponse)
    .describe("The items of GET /pl/api/agenda/my_items/, with the teacher's standing on each and nothing more"),
});

export const accountOverviewOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/account/overview/",
    summary: "Ekran konta: ustawienia, status zgłoszenia klubu, grupy, newsletter i agenda w jednym wywołaniu",
    tag: "account",
    auth: "required",
    status: 200,
    response: accountOverviewResponse,
    errors: [401],
  }),
};
