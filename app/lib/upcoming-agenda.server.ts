import { upcomingAgenda, type AgendaItem } from "./api/agenda.server";
import { anonymous } from "./api/call.server";
import { UpstreamError } from "./api/errors.server";
import { todayInPoland } from "./dates";
import { UPCOMING_AGENDA_DEFAULT_COUNT } from "./contract/constants";

/**
 * How long the home page reuses a city's upcoming items. It shows names and
 * times, not seats, so half a minute is never stale in a way anyone sees,
 * and the busiest page of the site makes no upstream call on most views.
 */
const FRESH_MS = 30_000;

const fresh = new Map<string, { until: number; items: Promise<AgendaItem[]> }>();

/**
 * The next items of a city from today on (SPEC §9: six), as a visitor sees
 * them; an empty list when the API cannot answer, since the home page is
 * worth showing without them.
 */
export function upcomingForHomePage(city: string, now = new Date()): Promise<AgendaItem[]> {
  const key = `${city} ${todayInPoland(now)}`;
  const kept = fresh.get(key);
  if (kept && kept.until > now.getTime()) return kept.items;
  const items = upcomingAgenda(anonymous, city, todayInPoland(now), UPCOMING_AGENDA_DEFAULT_COUNT).catch((error) => {
    fresh.delete(key);
    if (error instanceof UpstreamError) return [];
    throw error;
  });
  // One entry per city and day: yesterday's go as soon as today's come.
  for (const old of fresh.keys()) if (old.startsWith(`${city} `)) fresh.delete(old);
  fresh.set(key, { until: now.getTime() + FRESH_MS, items });
  return items;
}
