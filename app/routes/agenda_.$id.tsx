import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AGENDA_PART_NAMES, agendaDay, agendaTimeRange, signUpStatus, withSignUp } from "~/areas/agenda/agenda";
import { SignUpForm, useSignUpFetcher } from "~/areas/agenda/agenda-item";
import { agendaViewerOf } from "~/areas/agenda/agenda-page.server";
import { getAgendaItem } from "~/areas/agenda/api/agenda.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { requireFound } from "~/lib/not-found";
import { jsonWithSession } from "~/lib/responses.server";
import type { RouteHandle } from "~/lib/route-handle";
import { numberParam } from "~/lib/route-params";

import "~/areas/agenda/agenda.css";

export const handle: RouteHandle = {
  title: "Punkt programu",
  titleFrom: (data) => (data as { item?: { name: string } }).item?.name,
  layout: "article",
  // A visitor gets no form here, so no JavaScript.
  hydrate: (data) => (data as { viewer?: string }).viewer !== "visitor",
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = numberParam(params, "id");
  const { session, viewer, city, caller } = await agendaViewerOf(request);
  const item = await getAgendaItem(caller, city, id).catch(asErrorResponse);
  requireFound(item.hasContent);
  const now = new Date();
  return jsonWithSession(session, { viewer, city, item: withSignUp(item, now), now: now.toISOString() });
}

export default function AgendaItemPage() {
  const { viewer, city, item: loaded, now } = useLoaderData<typeof loader>();
  const { item, fetcher } = useSignUpFetcher(loaded, now);
  const backTo = `/agenda?miasto=${city}`;
  return (
    <>
      <p>
        <Link to={`${backTo}#punkt-${item.id}`}>Wróć do agendy</Link>
      </p>
      <h1 id="punkt-nazwa">{item.name}</h1>
      <dl className="agenda-facts">
        <dt>Kiedy</dt>
        <dd className="agenda-facts__when">
          {agendaDay(item.datetimeStart)}, {agendaTimeRange(item)}
        </dd>
        <dt>Część kongresu</dt>
        <dd>{AGENDA_PART_NAMES[item.part]}</dd>
        {item.place ? (
          <>
            <dt>Miejsce</dt>
            <dd>{item.place}</dd>
          </>
        ) : null}
        <dt>Zapisy</dt>
        <dd>{signUpStatus(item)}</dd>
      </dl>
      {viewer === "member" ? (
        <SignUpForm
          fetcher={fetcher}
          item={item}
          city={city}
          returnTo={`/agenda/${item.id}?miasto=${city}`}
          describedBy="punkt-nazwa"
        />
      ) : viewer === "visitor" ? (
        <p className="agenda-notice">
          Aby się zapisać,{" "}
          <Link to={`/logowanie?redirectTo=${encodeURIComponent(`/agenda/${item.id}?miasto=${city}`)}`}>
            zaloguj się
          </Link>
          .
        </p>
      ) : null}
      {item.description.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {item.experts.length > 0 ? (
        <>
          <h2>Eksperci</h2>
          <ul className="agenda-experts">
            {item.experts.map((expert) => (
              <li key={expert.slug}>
                <Link to={`/eksperci#${expert.slug}`}>{expert.name}</Link>
                {expert.title ? `, ${expert.title}` : null}
                {expert.role === "moderator" ? " — moderacja" : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
