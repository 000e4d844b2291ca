import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { renewCalendarToken } from "~/areas/schedule/api/calendar.server";
import { getScheduleOverview } from "~/areas/schedule/api/schedule.server";
import { nowInPoland } from "~/areas/schedule/schedule";
import { asErrorResponse } from "~/lib/api/errors.server";
import { CALENDAR_RENEWED, calendarAddresses } from "~/lib/calendar-feed";
import { requireSetupOf, requireUser } from "~/lib/guards.server";
import { requireFound } from "~/lib/not-found";
import { jsonWithSession, redirectAfterCall } from "~/lib/responses.server";
import { numberParam } from "~/lib/route-params";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const number = numberParam(params, "group");
  const signedIn = await requireUser(request);
  const screen = await getScheduleOverview(signedIn.session, number).catch(asErrorResponse);
  const setup = await requireSetupOf(signedIn, screen.setup, "schedulePreviewAvailable");
  const { group, season, items, calendar } = screen;
  requireFound(group && season);
  return jsonWithSession(signedIn.session, {
    group,
    season,
    items,
    now: nowInPoland(new Date()),
    adding: { scheduleAddingAvailable: setup.scheduleAddingAvailable, scheduleMaxDate: setup.scheduleMaxDate },
    calendar: calendar.token ? calendarAddresses(request, calendar.token) : null,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const group = numberParam(params, "group");
  const { session } = await requireUser(request);
  const back = `/konto/harmonogram/${group}#kalendarz`;
  return redirectAfterCall(session, back, () => renewCalendarToken(session), CALENDAR_RENEWED);
}
