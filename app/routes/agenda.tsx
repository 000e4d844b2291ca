import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import Content from "~/content/agenda.mdx";
import { agendaTimeRange, groupByDay, signUpStatus, withSignUp } from "~/lib/agenda";
import { listAgenda } from "~/lib/api/agenda.server";
import { anonymous } from "~/lib/api/call.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { appConfig } from "~/lib/config.server";
import type { RouteHandle } from "~/lib/route-handle";

import "~/styles/agenda.css";

export const handle: RouteHandle = { title: "Agenda", layout: "article", siteMap: "Kongres" };

/** The public agenda of one congress city (?miasto=krakow), the default city otherwise. */
export async function loader({ request }: LoaderFunctionArgs) {
  const city = new URL(request.url).searchParams.get("miasto")?.toLowerCase() || appConfig.defaultEvent;
  if (!/^[a-z0-9-]{1,60}$/.test(city)) throw new Response("Page Not Found", { status: 404 });
  const items = await listAgenda(anonymous, city).catch(asErrorResponse);
  const now = new Date();
  return json({ items: items.map((item) => withSignUp(item, now)) });
}

export default function AgendaPage() {
  const { items } = useLoaderData<typeof loader>();
  const days = groupByDay(items);
  return (
    <>
      <Content />
      <h2>Program</h2>
      {days.length === 0 ? <p>Program tego kongresu jeszcze nie został opublikowany.</p> : null}
      {days.map(({ day, items: dayItems }) => (
        <section key={day} className="agenda-day">
          <h3 className="agenda-day__title">{day}</h3>
          <ul className="agenda-list">
            {dayItems.map((item) => (
              <li key={item.id} className="agenda-item">
                <p className="agenda-item__time">{agendaTimeRange(item)}</p>
                <p className="agenda-item__name">{item.name}</p>
                <p className="agenda-item__status">{signUpStatus(item)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
