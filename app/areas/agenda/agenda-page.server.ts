import { anonymous } from "~/lib/api/call.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { appConfig } from "~/lib/config.server";
import { requireFound } from "~/lib/not-found";
import { Session } from "~/lib/session.server";

import { withSignUp } from "./agenda";
import { listAgendaForUser } from "./api/agenda.server";
import { congressCities, publicAgenda } from "./congress-lists.server";

/** A member is registered for this city and may sign up; a guest may join it with its code. */
export type AgendaViewer = "visitor" | "member" | "guest";

const CITY_SLUG = /^[a-z0-9-]{1,60}$/;

/** Their own view is asked only in a city they are registered for (SPEC §7). */
export async function agendaViewerOf(request: Request) {
  const requested = new URL(request.url).searchParams.get("miasto")?.toLowerCase() || null;
  requireFound(requested === null || CITY_SLUG.test(requested));
  const session = await Session.fromRequest(request);
  const profile = session.isSignedIn ? await session.profile().catch(asErrorResponse) : null;
  const myCities = profile?.registeredEvents ?? [];
  const city = requested ?? myCities[0]?.slug ?? appConfig.defaultEvent;
  const member = myCities.some((mine) => mine.slug === city);
  const viewer: AgendaViewer = !profile ? "visitor" : member ? "member" : "guest";
  return {
    session,
    viewer,
    city,
    caller: member ? session : anonymous,
    myCities,
    /** SPEC §8's 'Użytkownik nie dołączył do żadnego miasta'. */
    noCity: profile !== null && myCities.length === 0,
  };
}

export async function loadCityAgenda(request: Request) {
  const { session, viewer, city, myCities, noCity } = await agendaViewerOf(request);
  const [cities, items] = await Promise.all([
    congressCities(),
    viewer === "member" ? listAgendaForUser(session, city) : publicAgenda(city),
  ]).catch(asErrorResponse);

  const now = new Date();
  const current = cities.find((event) => event.slug === city) ?? myCities.find((event) => event.slug === city);
  return {
    viewer,
    city: { slug: city, name: current?.city ?? null },
    cities: cities.map((event) => ({ slug: event.slug, city: event.city })),
    noCity,
    items: items.map((item) => withSignUp(item, now)),
    now: now.toISOString(),
    headers: await session.commit(),
  };
}

export type CityAgenda = Awaited<ReturnType<typeof loadCityAgenda>>;
