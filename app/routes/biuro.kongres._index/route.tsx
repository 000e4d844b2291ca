import { Link, useLoaderData } from "@remix-run/react";

import { formatDate } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./events.server";

export { loader } from "./events.server";

export const handle: RouteHandle = { title: "Kongres" };

export default function CongressPage() {
  const { events } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Kongres</h1>
      <p>
        Miasta kongresu z programem: punkty programu, ich czas, miejsca i zapisy, eksperci, uczestnicy i lista
        oczekujących. Każda zmiana trafia do dziennika zdarzeń.
      </p>
      <p>
        <Link to="/biuro/kongres/nowe" className="button">
          Nowe miasto kongresu
        </Link>
      </p>
      {events.length === 0 ? (
        <p role="status">Nie ma jeszcze żadnego miasta kongresu.</p>
      ) : (
        <ul className="staff-list" aria-label="Miasta kongresu">
          {events.map((event) => (
            <li key={event.id} className="staff-list__item">
              <h2 className="staff-list__title">
                <Link to={`/biuro/kongres/${event.id}`}>{event.name}</Link>
              </h2>
              <p className="staff-list__detail">
                {event.city} · adres {event.slug} · kod {event.code}
                {event.dateStart ? ` · ${formatDate(event.dateStart)}` : ""}
                {event.dateEnd && event.dateEnd !== event.dateStart ? ` – ${formatDate(event.dateEnd)}` : ""}
              </p>
              <p className="staff-list__detail">
                punkty programu: {event.items}, zarejestrowani: {event.registered}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
