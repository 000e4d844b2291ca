// The schedule screen's read model (issue 16): one call instead of four.
import { z } from "zod";

import { calendarFeedResponse } from "./calendar";
import { operation } from "./operation";
import { scheduleItemResponse } from "./schedule";
import { groupResponse, seasonResponse } from "./season";
import { setupResponse } from "./setup";

export const scheduleOverviewResponse = z.object({
  setup: setupResponse.describe("As GET /pl/api/awf/setup/ answers it"),
  season: seasonResponse
    .pick({ date_start: true, date_end: true, schedule_max_date: true })
    .nullable()
    .describe("The current season's dates; null with the group"),
  group: groupResponse
    .nullable()
    .describe(
      "The teacher's group of this number in the current season, as GET /pl/api/awf/season/enroll/ lists it; null when there is none or the schedule is not open to the teacher",
    ),
  items: z
    .array(scheduleItemResponse)
    .describe("As GET /pl/api/awf/schedule/?group=N answers it; empty without the group"),
  calendar: calendarFeedResponse.describe("As GET /pl/api/awf/calendar/ answers it"),
});

export const scheduleOverviewOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/awf/schedule/overview/",
    summary: "Ekran harmonogramu grupy: ustawienia, grupa, sezon, zajęcia i adres kalendarza w jednym wywołaniu",
    tag: "schedule",
    auth: "required",
    query: { group: "Numer grupy (wymagany)" },
    status: 200,
    response: scheduleOverviewResponse,
    errors: [400, 401],
  }),
};
