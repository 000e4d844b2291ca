import { Link, useLoaderData } from "@remix-run/react";

import { ScheduleItemForm } from "~/areas/schedule/schedule-item-form";
import { sendKeepingDraft, skipRevalidationAfterNetworkFailure } from "~/lib/forms/form-draft";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./new-class.server";

import "~/areas/account/account.css";
import "~/areas/schedule/schedule.css";

export { action, loader } from "./new-class.server";

export const clientAction = sendKeepingDraft;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export const handle: RouteHandle = { title: "Nowe zajęcia" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

export default function NewClassPage() {
  const { group, season, defaults, restored } = useLoaderData<typeof loader>();
  return (
    <div className="account-forms">
      <h1>Nowe zajęcia grupy {group}</h1>
      {restored ? (
        <p className="panel-notice" role="status">
          Przywrócono dane wpisane przed wygaśnięciem sesji. Sprawdź je i zapisz.
        </p>
      ) : null}
      <ScheduleItemForm season={season} defaultValues={defaults} creates submitLabel="Dodaj zajęcia" />
      <p className="form__after">
        <Link to={`/konto/harmonogram/${group}`}>Wróć do harmonogramu grupy {group}</Link>
      </p>
    </div>
  );
}
