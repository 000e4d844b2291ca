import { listAgenda, upcomingAgenda, type AgendaItem } from "./api/agenda.server";
import { anonymous } from "~/lib/api/call.server";
import { UpstreamError } from "~/lib/api/errors.server";
import { listEvents, type CongressEvent } from "./api/events.server";
import { UPCOMING_AGENDA_DEFAULT_COUNT } from "~/lib/contract/constants";
import { todayInPoland } from "~/lib/dates";
import { keptFor } from "~/lib/kept-for.server";

/**
 * The home page shows names and times of the next items, not seats, so half
 * a minute is never stale in a way anyone sees, and the busiest page of the
 * site makes no upstream call on most views.
 */
const keptUpcoming = keptFor<AgendaItem[]>(30_000);

/** The next items of a city from today on (SPEC §9: six), as a visitor sees them. */
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

/** Cities are added by staff a few times a year: a minute-old list is the list. */
const keptCities = keptFor<CongressEvent[]>(60_000);

/** Every congress city, soonest first; none when the API cannot answer. */
export function congressCities(): Promise<CongressEvent[]> {
  return keptCities("all", listEvents).catch((error) => {
    if (error instanceof UpstreamError) return [];
    throw error;
  });
}

/**
 * A city's agenda as anyone not registered for it sees it, with no sign-ups
 * of their own (the same for every such visitor): its seats change with every
 * sign-up, so it is kept for five seconds, and a sign-up made through this
 * app forgets it at once. A registered teacher's view is never kept.
 */
const keptPublicAgenda = keptFor<AgendaItem[]>(5_000);

export function publicAgenda(city: string): Promise<AgendaItem[]> {
  return keptPublicAgenda(city, () => listAgenda(anonymous, city));
}

/** After a sign-up in a city (or, without one, a change by the office to any city). */
export function forgetPublicAgenda(city?: string): void {
  keptPublicAgenda.forget(city);
}
