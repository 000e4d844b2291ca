import type { ActionFunctionArgs, LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";

import { agendaTimeRange, groupByDay } from "~/areas/agenda/agenda";
import {
  getAgendaCalendarToken,
  listMyAgenda,
  type MyAgendaItem,
  renewAgendaCalendarToken,
} from "~/areas/agenda/api/my-agenda.server";
import { standingLabel } from "~/areas/agenda/my-agenda";
import { CalendarFeed } from "~/components/calendar-feed";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { CALENDAR_RENEWED, calendarAddresses } from "~/lib/calendar-feed";
import { readForm } from "~/lib/forms/forms.server";
import { requireUser } from "~/lib/guards.server";
import { jsonWithSession, redirectAfterCall } from "~/lib/responses.server";
import type { RouteHandle } from "~/lib/route-handle";

import "~/areas/agenda/agenda.css";
import "~/areas/agenda/my-agenda.css";

export const handle: RouteHandle = { title: "Moja agenda", siteMap: "Konto" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

const PATH = "/konto/moja-agenda";

/** Decided here, so the HTML and the hydrated page agree. */
function itemView(item: MyAgendaItem, now: Date) {
  return {
    id: item.id,
    name: item.name,
    datetimeStart: item.datetimeStart,
    datetimeEnd: item.datetimeEnd,
    place: item.place,
    event: item.event,
    userRegistered: item.userRegistered,
    waitingPosition: item.waitingPosition,
    promotedAt: item.promotedAt,
    started: Date.parse(item.datetimeStart) <= now.getTime(),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, profile } = await requireUser(request);
  const [items, token] = await Promise.all([
    // SPEC §7: only when the teacher joined a congress city.
    profile.registeredEvents.length > 0 ? listMyAgenda(session).catch(asErrorResponse) : [],
    getAgendaCalendarToken(session).catch((error) => {
      if (error instanceof UpstreamError) return null;
      throw error;
    }),
  ]);
  const now = new Date();
  return jsonWithSession(session, {
    items: items.map((item) => itemView(item, now)),
    calendar: token ? calendarAddresses(request, token) : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireUser(request);
  if ((await readForm(request)).get("intent") !== "renew-calendar") {
    throw new Response("Bad Request", { status: 400 });
  }
  return redirectAfterCall(session, `${PATH}#kalendarz`, () => renewAgendaCalendarToken(session), CALENDAR_RENEWED);
}

export default function MyAgendaPage() {
  const { items, calendar } = useLoaderData<typeof loader>();
  const days = groupByDay(items);
  const hasSeat = items.some((item) => item.userRegistered);
  return (
    <>
      <h1>Moja agenda</h1>
      <p className="lead">
        Punkty programu kongresu, na które masz zapis lub czekasz na liście oczekujących, we wszystkich miastach.
      </p>
      {items.length === 0 ? (
        <p>
          Nie masz jeszcze zapisów na punkty programu kongresu. <Link to="/agenda">Zobacz agendę kongresu</Link> i
          wybierz, w czym chcesz wziąć udział.
        </p>
      ) : null}
      {hasSeat ? (
        <div className="my-agenda__file">
          <p>
            <a className="button button--secondary" href={`${PATH}.ics`} aria-describedby="plik-ics-opis">
              Pobierz plik .ics
            </a>
          </p>
          <p className="field__hint" id="plik-ics-opis">
            Punkty programu, na które masz zapis, w pliku do zaimportowania w kalendarzu. Plik nie zmienia się sam: aby
            kalendarz śledził zmiany, dodaj niżej adres kalendarza.
          </p>
        </div>
      ) : null}
      {days.map(({ day, items: dayItems }) => (
        <section key={day}>
          <h2 className="my-agenda__day">{day}</h2>
          <ul className="my-agenda__items">
            {dayItems.map((item) => (
              <MyAgendaEntry key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}

      <CalendarFeed
        calendar={calendar}
        intro="Punkty programu, na które masz zapis, mogą same pojawiać się w kalendarzu telefonu, także te, na które dostaniesz miejsce z listy oczekujących. To inny adres niż kalendarz zajęć Sport Klubu."
        secrecy="Adres jest tajny: kto go zna, widzi Twoją agendę."
      />
    </>
  );
}

type ItemView = SerializeFrom<typeof loader>["items"][number];

function MyAgendaEntry({ item }: { item: ItemView }) {
  const navigation = useNavigation();
  const sending = navigation.formData?.get("item") === String(item.id);
  const nameId = `punkt-${item.id}-nazwa`;
  const leave = item.userRegistered
    ? { intent: "leave", label: "Wypisz się" }
    : { intent: "unwait", label: "Opuść listę oczekujących" };
  return (
    <li className="agenda-item">
      <p className="my-agenda__time">{agendaTimeRange(item)}</p>
      <div className="agenda-item__body">
        <h3 className="my-agenda__name" id={nameId}>
          <Link to={`/agenda?miasto=${encodeURIComponent(item.event.slug)}#punkt-${item.id}`}>{item.name}</Link>
        </h3>
        <p className="my-agenda__where">
          {item.event.city}
          {item.place ? ` · ${item.place}` : null}
        </p>
        <p className="agenda-item__standing">{standingLabel(item)}</p>
        {item.started ? null : (
          <Form method="post" action="/agenda" className="my-agenda__leave">
            <input type="hidden" name="item" value={item.id} />
            <input type="hidden" name="miasto" value={item.event.slug} />
            <input type="hidden" name="redirectTo" value={PATH} />
            <button
              type="submit"
              name="intent"
              value={leave.intent}
              className="button button--secondary"
              aria-describedby={nameId}
              disabled={sending}
            >
              {leave.label}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}
