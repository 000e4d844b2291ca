import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { classTimeLabel } from "~/areas/schedule/schedule";
import { ScheduleItemForm } from "~/areas/schedule/schedule-item-form";
import { KeptNotice } from "~/components/form/kept-notice";
import { sendKeepingDraft, skipRevalidationAfterNetworkFailure } from "~/lib/forms/form-draft";
import type { RouteHandle } from "~/lib/route-handle";

import type { action, loader } from "./new-class.server";

import "~/areas/account/account.css";
import "~/areas/schedule/schedule.css";

export { action, loader } from "./new-class.server";

export const clientAction = sendKeepingDraft;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export const handle: RouteHandle = { title: "Nowe zajęcia" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

type Series = Extract<NonNullable<ReturnType<typeof useActionData<typeof action>>>, { series: unknown }>["series"];

/** The dates of a weekly series to look at before saving: each can be left out, holidays are told. */
function SeriesPreview({ group, series }: { group: number; series: Series }) {
  const { item, until, dates } = series;
  const kept = dates.filter((date) => date.skipped === null);
  return (
    <Form method="post">
      <h2 id="daty">
        Zajęcia co tydzień: {classTimeLabel(item.datetime).split(",")[0]}, {item.datetime.slice(11, 16)}
      </h2>
      <p>
        Sprawdź daty. Odznacz te, w które zajęć nie będzie; dni świąteczne i ferie zimowe pominęliśmy. Każde zajęcia
        zapiszemy osobno i zmienisz je jak pojedyncze.
      </p>
      {Object.entries({ ...item, repeat_until: until }).map(([name, value]) =>
        value === undefined || value === null ? null : (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ),
      )}
      <input type="hidden" name="submission_key" value={series.key} />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Daty zajęć</legend>
        <ul className="series-dates">
          {dates.map(({ datetime, skipped }) =>
            skipped === null ? (
              <li key={datetime}>
                <label className="series-dates__date">
                  <input type="checkbox" name="date" value={datetime} defaultChecked /> {classTimeLabel(datetime)}
                </label>
              </li>
            ) : (
              <li key={datetime} className="series-dates__skipped">
                {classTimeLabel(datetime)} – bez zajęć: {skipped}
              </li>
            ),
          )}
        </ul>
      </fieldset>
      <button type="submit" name="intent" value="save-series" className="button">
        Zapisz zajęcia ({kept.length})
      </button>
      <p className="form__after">
        <Link to={`/konto/harmonogram/${group}/nowe`}>Zmień dane zajęć</Link>
      </p>
    </Form>
  );
}

export default function NewClassPage() {
  const { group, season, defaults, restored } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const series = answer && "series" in answer ? answer.series : null;
  if (series)
    return (
      <div className="account-forms">
        <h1>Nowe zajęcia grupy {group}</h1>
        <SeriesPreview group={group} series={series} />
      </div>
    );
  return (
    <div className="account-forms">
      <h1>Nowe zajęcia grupy {group}</h1>
      <KeptNotice shown={restored} typed="data" />
      <ScheduleItemForm season={season} defaultValues={defaults} creates submitLabel="Dodaj zajęcia" />
      <p className="form__after">
        <Link to={`/konto/harmonogram/${group}`}>Wróć do harmonogramu grupy {group}</Link>
      </p>
    </div>
  );
}
