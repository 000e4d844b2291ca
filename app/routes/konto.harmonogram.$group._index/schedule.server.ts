import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { renewCalendarToken } from "~/lib/api/calendar.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { getScheduleOverview } from "~/lib/api/schedule.server";
import { calendarAddresses } from "~/lib/calendar-feed";
import { requireSetupOf, requireUser } from "~/lib/guards.server";
import { numberParam } from "~/lib/route-params";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { nowInPoland } from "~/lib/schedule";
import { redirectWithError, redirectWithSuccess } from "~/lib/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const number = numberParam(params, "group");
  const signedIn = await requireUser(request);
  // One call for the whole screen (issue 16).
  const screen = await getScheduleOverview(signedIn.session, number).catch(asErrorResponse);
  const setup = await requireSetupOf(signedIn, screen.setup, "schedulePreviewAvailable");
  const { group, season, items, calendar } = screen;
  // Another teacher's group, or none with this number: the 404 page.
  if (!group || !season) throw new Response("Page Not Found", { status: 404 });
  return json(
    {
      group,
      season,
      items,
      now: nowInPoland(new Date()),
      adding: { scheduleAddingAvailable: setup.scheduleAddingAvailable, scheduleMaxDate: setup.scheduleMaxDate },
      calendar: calendar.token ? calendarAddresses(request, calendar.token) : null,
    },
    { headers: await signedIn.session.commit() },
  );
}

/** A new calendar address; the old one stops working. */
export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const group = numberParam(params, "group");
  const { session } = await requireUser(request);
  const back = `/konto/harmonogram/${group}#kalendarz`;
  try {
    await renewCalendarToken(session);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return redirectWithError(back, error.message, { headers: await session.commit() });
  }
  return redirectWithSuccess(back, "Utworzono adres kalendarza. Poprzedni adres, jeśli był, przestał działać.", {
    headers: await session.commit(),
  });
}
