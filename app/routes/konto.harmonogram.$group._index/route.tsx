import { Link, useLoaderData } from "@remix-run/react";

import {
  addingClosedMessage,
  CLASS_STATE_NAMES,
  classSpan,
  classState,
  scheduleTotals,
  weekLabel,
  weeksOf,
} from "~/areas/schedule/schedule";
import { CalendarFeed } from "~/components/calendar-feed";
import { formatDate } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./schedule.server";

import "~/areas/schedule/schedule.css";

export { action, loader } from "./schedule.server";

export const handle: RouteHandle = { title: "Harmonogram zajęć" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

const hoursFormat = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1 });

function formatHours(hours: number): string {
  return hoursFormat.format(hours);
}

export default function SchedulePage() {
  const { group, season, items, now, adding, calendar } = useLoaderData<typeof loader>();
  const weeks = weeksOf(items);
  const totals = scheduleTotals(items, now);
  const closed = addingClosedMessage(adding);
  const base = `/konto/harmonogram/${group.groupNumber}`;

  return (
    <>
      <h1>Harmonogram zajęć grupy {group.groupNumber}</h1>
      <p className="lead">
        Zwykłe miejsce zajęć: {group.defaultClassesPlace || "nie podano"}.{" "}
        {group.girlsCount + group.boysCount > 0
          ? `W grupie: dziewczęta ${group.girlsCount}, chłopcy ${group.boysCount}.`
          : null}
      </p>
      <p>
        Sezon trwa od {formatDate(season.dateStart)} do {formatDate(season.dateEnd)}.{" "}
        <Link to="/konto/sezon">Miejsca zajęć i liczba uczniów</Link>
      </p>

      <h2 id="podsumowanie">Podsumowanie</h2>
      <dl className="schedule-totals" aria-labelledby="podsumowanie">
        <div>
          <dt>Odbyte zajęcia</dt>
          <dd>{totals.held}</dd>
        </div>
        <div>
          <dt>Odwołane</dt>
          <dd>{totals.cancelled}</dd>
        </div>
        <div>
          <dt>Zaplanowane</dt>
          <dd>{totals.planned}</dd>
        </div>
        <div>
          <dt>Uczniogodziny</dt>
          <dd>{formatHours(totals.pupilHours)}</dd>
        </div>
      </dl>
      <p className="schedule-note">
        Uczniogodziny to suma uczniów obecnych na odbytych zajęciach razy czas trwania zajęć w godzinach (45 minut to
        0,75 godziny).
      </p>

      <h2>Zajęcia tydzień po tygodniu</h2>
      {closed ? (
        <p className="panel-notice">{closed} Harmonogram możesz przeglądać, odwoływać i przywracać zajęcia.</p>
      ) : (
        <p>
          <Link className="button" to={`${base}/nowe`}>
            Dodaj zajęcia
          </Link>
        </p>
      )}
      {weeks.length === 0 ? <p>Grupa nie ma jeszcze zaplanowanych zajęć.</p> : null}
      {weeks.map((week) => (
        <section key={week.monday} className="schedule-week" aria-labelledby={`tydzien-${week.monday}`}>
          <h3 id={`tydzien-${week.monday}`}>Tydzień {weekLabel(week)}</h3>
          <ul className="schedule-classes">
            {week.items.map((item) => {
              const state = classState(item, now);
              const { day, hours } = classSpan(item);
              return (
                <li key={item.id} className={`schedule-class schedule-class--${state}`}>
                  <p className="schedule-class__when">
                    <Link to={`${base}/${item.id}`}>
                      {day}, <span className="nowrap">{hours}</span>
                    </Link>
                    <span className="schedule-class__state">{CLASS_STATE_NAMES[state]}</span>
                  </p>
                  <p className="schedule-class__topic">{item.topic}</p>
                  <p className="schedule-class__details">
                    {item.place} · dziewczęta: {item.girlsCount}, chłopcy: {item.boysCount}
                  </p>
                  {item.status === "cancelled" ? (
                    <p className="schedule-class__details">Powód odwołania: {item.cancellationReason}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      <CalendarFeed
        calendar={calendar}
        intro="Zajęcia wszystkich Twoich grup mogą same pojawiać się w kalendarzu telefonu, razem z odwołaniami."
        secrecy="Adres jest tajny: kto go zna, widzi Twoje zajęcia."
      />
    </>
  );
}
