import { Form, Link } from "@remix-run/react";

import { groupByDay } from "~/areas/agenda/agenda";
import type { AgendaViewer, CityAgenda } from "~/areas/agenda/agenda-page.server";

import { AgendaItemCard } from "./agenda-item";

type AgendaData = Omit<CityAgenda, "headers">;

export function CityAgendaView({
  agenda,
  returnTo,
  heading = "Program",
  emptyText = "Program tego kongresu jeszcze nie został opublikowany.",
}: {
  agenda: AgendaData;
  returnTo: string;
  heading?: string;
  emptyText?: string;
}) {
  const { viewer, city, cities, items, now, noCity } = agenda;
  const days = groupByDay(items);
  const path = returnTo.split("?")[0];
  return (
    <>
      <h2 id="program">{city.name ? `${heading}: ${city.name}` : heading}</h2>
      {cities.length > 1 ? (
        <nav className="agenda-cities" aria-label="Miasta kongresu">
          <ul>
            {cities.map((event) => (
              <li key={event.slug}>
                <Link
                  to={`${path}?miasto=${event.slug}#program`}
                  aria-current={event.slug === city.slug ? "page" : undefined}
                >
                  {event.city}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ViewerNotice viewer={viewer} noCity={noCity} returnTo={returnTo} />
      {days.length === 0 ? <p>{emptyText}</p> : null}
      {days.map(({ day, items: dayItems }) => (
        <section key={day} className="agenda-day">
          <h3 className="agenda-day__title">{day}</h3>
          <ul className="agenda-list">
            {dayItems.map((item) => (
              <AgendaItemCard
                key={item.id}
                item={item}
                city={city.slug}
                viewer={viewer}
                now={now}
                returnTo={returnTo}
              />
            ))}
          </ul>
        </section>
      ))}
      {viewer !== "visitor" ? <JoinCityForm /> : null}
    </>
  );
}

function ViewerNotice({ viewer, noCity, returnTo }: { viewer: AgendaViewer; noCity: boolean; returnTo: string }) {
  if (viewer === "member") return null;
  if (viewer === "visitor") {
    return (
      <p className="agenda-notice">
        Aby zapisać się na punkty programu,{" "}
        <Link to={`/logowanie?redirectTo=${encodeURIComponent(returnTo)}`}>zaloguj się</Link> albo{" "}
        <Link to="/rejestracja">zarejestruj się</Link> kodem kongresu w swoim mieście.
      </p>
    );
  }
  return (
    <p className="agenda-notice">
      {noCity
        ? "Twoje konto nie należy jeszcze do kongresu w żadnym mieście (Użytkownik nie dołączył do żadnego miasta), więc zapisy na punkty programu nie są dostępne. "
        : "Twoje konto nie należy do kongresu w tym mieście, więc nie możesz zapisywać się tu na punkty programu. "}
      <a href="#kod-miasta">Dołącz do kongresu kodem miasta</a>, który otrzymujesz od organizatorów.
    </p>
  );
}

function JoinCityForm() {
  return (
    <section className="agenda-join-city" aria-labelledby="kod-miasta">
      <h2 id="kod-miasta">Dołącz do kongresu w innym mieście</h2>
      <Form method="post" action="/agenda" className="agenda-join-city__form">
        <div className="field">
          <label className="field__label" htmlFor="kod-kongresu">
            Kod kongresu
          </label>
          <p className="field__hint" id="kod-kongresu-wskazowka">
            Kod otrzymujesz od organizatorów kongresu w danym mieście, np. KRK2026.
          </p>
          <input
            className="field__input agenda-join-city__code"
            id="kod-kongresu"
            name="code"
            required
            maxLength={100}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="kod-kongresu-wskazowka"
          />
        </div>
        <button type="submit" name="intent" value="join-city" className="button">
          Dołącz
        </button>
      </Form>
    </section>
  );
}
