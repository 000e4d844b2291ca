import { Form, Link, useLoaderData } from "@remix-run/react";

import { formatDate } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./seasons.server";

export { action, loader } from "./seasons.server";

export const handle: RouteHandle = { title: "Sezony" };

export default function SeasonsPage() {
  const { seasons } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Sezony</h1>
      <p>
        W bieżącym sezonie kluby się zapisują, planują zajęcia do ostatniego dnia planowania i wpisują ankiety w ich
        okresie. Nowy sezon ustawiony jako bieżący zastępuje poprzedni: kluby zapisują się na niego od nowa.
      </p>
      <p>
        <Link to="/biuro/sezony/nowy" className="button">
          Nowy sezon
        </Link>
      </p>
      {seasons.length === 0 ? (
        <p role="status">Nie ma jeszcze żadnego sezonu.</p>
      ) : (
        <ol className="staff-list" aria-label="Sezony">
          {seasons.map((season) => (
            <li key={season.id} className="staff-list__item">
              <h2 className="staff-list__title">
                {season.name}
                {season.isCurrent ? " (bieżący)" : ""}
              </h2>
              <dl className="staff-facts">
                <dt>Sezon</dt>
                <dd>
                  {formatDate(season.dateStart)} – {formatDate(season.dateEnd)}
                </dd>
                <dt>Planowanie zajęć do</dt>
                <dd>{formatDate(season.scheduleMaxDate)}</dd>
                <dt>Ankiety</dt>
                <dd>
                  {formatDate(season.surveysDateStart)} – {formatDate(season.surveysDateEnd)}
                </dd>
                <dt>Zapisane</dt>
                <dd>
                  kluby: {season.clubs}, grupy: {season.groups}, zajęcia: {season.classes}
                </dd>
              </dl>
              <div className="staff-actions">
                <Link to={`/biuro/sezony/${season.id}`}>Zmień daty sezonu {season.name}</Link>
                {season.isCurrent ? null : (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="intent" value="current" />
                    <input type="hidden" name="id" value={season.id} />
                    <button type="submit" className="button button--secondary">
                      Ustaw {season.name} jako bieżący
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
