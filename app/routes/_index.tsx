import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AGENDA_PART_NAMES, agendaDay, agendaTimeRange } from "~/areas/agenda/agenda";
import { upcomingForHomePage } from "~/areas/agenda/congress-lists.server";
import Content from "~/content/home.mdx";
import { appConfig } from "~/lib/config.server";
import { jsonWithSession } from "~/lib/responses.server";
import type { RouteHandle } from "~/lib/route-handle";
import { Session } from "~/lib/session.server";

import "~/styles/home.css";

export const handle: RouteHandle = { siteMap: "Informacje", hydrate: false };

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await Session.fromRequest(request);
  const profile = session.isSignedIn ? await session.profile().catch(() => null) : null;
  const city = profile?.registeredEvents[0]?.slug ?? appConfig.defaultEvent;
  const upcoming = await upcomingForHomePage(city);
  return jsonWithSession(session, {
    city,
    upcoming: upcoming.map(({ id, name, datetimeStart, datetimeEnd, part }) => ({
      id,
      name,
      datetimeStart,
      datetimeEnd,
      part,
    })),
  });
}

function UpcomingAgenda() {
  const { city, upcoming } = useLoaderData<typeof loader>();
  if (upcoming.length === 0) return null;
  return (
    <section className="home-upcoming" aria-labelledby="najblizsze">
      <h3 id="najblizsze">Najbliższe punkty programu</h3>
      <ul className="home-upcoming__list">
        {upcoming.map((item) => (
          <li key={item.id}>
            <p className="home-upcoming__when">
              {agendaDay(item.datetimeStart)}, {agendaTimeRange(item)}
            </p>
            <Link to={`/agenda?miasto=${city}#punkt-${item.id}`}>{item.name}</Link>
            <p className="home-upcoming__part">{AGENDA_PART_NAMES[item.part]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  return <Content components={{ UpcomingAgenda }} />;
}
