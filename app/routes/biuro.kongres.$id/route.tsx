import { Link, useLoaderData } from "@remix-run/react";

import { EventForm } from "~/areas/congress/congress-forms";
import { AGENDA_PART_NAMES } from "~/lib/contract/staff-congress";
import { formatWallClock } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./event.server";

export { action, loader } from "./event.server";

export const handle: RouteHandle = { title: "Miasto kongresu" };

export default function EventPage() {
  const { event } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{event.name}</h1>
      <p>
        {event.city} · <Link to={`/agenda?miasto=${event.slug}`}>agenda miasta</Link> · kod rejestracji {event.code} ·
        zarejestrowani: {event.registered}
      </p>

      <h2>Program</h2>
      <p>
        <Link to={`/biuro/kongres/${event.id}/nowy-punkt`} className="button">
          Nowy punkt programu
        </Link>
      </p>
      {event.agendaItems.length === 0 ? (
        <p role="status">To miasto nie ma jeszcze punktów programu.</p>
      ) : (
        <ol className="staff-list" aria-label="Punkty programu">
          {event.agendaItems.map((item) => (
            <li key={item.id} className="staff-list__item">
              <h3 className="staff-list__title">
                <Link to={`/biuro/punkty/${item.id}`}>{item.name}</Link>
              </h3>
              <p className="staff-list__detail">
                {formatWallClock(item.datetimeStart)}–{item.datetimeEnd.slice(11, 16)} · {AGENDA_PART_NAMES[item.part]}
                {item.place ? ` · ${item.place}` : ""}
              </p>
              <p className="staff-list__detail">
                miejsca: {item.participants}
                {item.signUpLimit === null ? " (bez limitu)" : ` z ${item.signUpLimit}`}, oczekujący: {item.waiting}
                {item.signUpEnabled ? "" : " · zapisy wyłączone"}
              </p>
            </li>
          ))}
        </ol>
      )}

      <h2>Dane miasta</h2>
      <div className="staff-form">
        <EventForm
          defaultValues={{
            name: event.name,
            city: event.city,
            slug: event.slug,
            code: event.code,
            date_start: event.dateStart ?? "",
            date_end: event.dateEnd ?? "",
          }}
          submitLabel="Zapisz miasto"
        />
      </div>
      <p className="form__after">
        <Link to="/biuro/kongres">Wróć do kongresu</Link>
      </p>
    </>
  );
}
