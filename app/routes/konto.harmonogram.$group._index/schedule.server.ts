import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { getCalendarToken, renewCalendarToken } from "~/lib/api/calendar.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { listSchedule } from "~/lib/api/schedule.server";
import { calendarAddresses } from "~/lib/calendar-feed";
import { requireUser } from "~/lib/guards.server";
import { numberParam } from "~/lib/route-params";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { nowInPoland } from "~/lib/schedule";
import { requireScheduleGroup } from "~/lib/schedule.server";
import { redirectWithError, redirectWithSuccess } from "~/lib/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session, setup, group, season } = await requireScheduleGroup(request, params, "schedulePreviewAvailable");
  const [items, token] = await Promise.all([
    listSchedule(session, group.groupNumber).catch(asErrorResponse),
    // The schedule is worth showing even when the address cannot be read.
    getCalendarToken(session).catch((error) => {
      if (error instanceof UpstreamError) return null;
      throw error;
    }),
  ]);
  return json(
    {
      group,
      season,
      items,
      now: nowInPoland(new Date()),
      adding: { scheduleAddingAvailable: setup.scheduleAddingAvailable, scheduleMaxDate: setup.scheduleMaxDate },
      calendar: token ? calendarAddresses(request, token) : null,
    },
    { headers: await session.commit() },
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
