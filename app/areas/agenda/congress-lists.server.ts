import { anonymous } from "~/lib/api/call.server";
import { UpstreamError } from "~/lib/api/errors.server";
import { UPCOMING_AGENDA_DEFAULT_COUNT } from "~/lib/contract/constants";
import { todayInPoland } from "~/lib/dates";
import { keptFor } from "~/lib/kept-for.server";

import { type AgendaItem, listAgenda, upcomingAgenda } from "./api/agenda.server";
import { type CongressEvent, listEvents } from "./api/events.server";

/** Names and times, not seats: half a minute is never visibly stale, and most home page views call no API. */
const keptUpcoming = keptFor<AgendaItem[]>(30_000);

export function upcomingForHomePage(city: string, now = new Date()): Promise<AgendaItem[]> {
  const today = todayInPoland(now);
  return keptUpcoming(`${city} ${today}`, () =>
    upcomingAgenda(anonymous, city, today, UPCOMING_AGENDA_DEFAULT_COUNT),
  ).catch((error) => {
    // The home page is worth showing without them.
    if (error instanceof UpstreamError) return [];
    throw error;
  });
}

const keptCities = keptFor<CongressEvent[]>(60_000);

export function congressCities(): Promise<CongressEvent[]> {
  return keptCities("all", listEvents).catch((error) => {
    if (error instanceof UpstreamError) return [];
    throw error;
  });
}

/** The same for every visitor not registered there; a sign-up through this app forgets it at once. */
const keptPublicAgenda = keptFor<AgendaItem[]>(5_000);

export function publicAgenda(city: string): Promise<AgendaItem[]> {
  return keptPublicAgenda(city, () => listAgenda(anonymous, city));
}

export function forgetPublicAgenda(city?: string): void {
  keptPublicAgenda.forget(city);
}
