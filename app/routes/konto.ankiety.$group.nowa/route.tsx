import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";

import { SurveyForm } from "~/areas/survey/survey-form";
import { KeptNotice } from "~/components/form/kept-notice";
import { SelectOptions } from "~/components/form/select-options";
import { sendKeepingDraft, skipRevalidationAfterNetworkFailure } from "~/lib/forms/form-draft";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./new-survey.server";

export { action, loader } from "./new-survey.server";

export const clientAction = sendKeepingDraft;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export const handle: RouteHandle = { title: "Nowa ankieta ucznia" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

export default function NewSurveyPage() {
  const { group, adding, window, count, pupils, previous, defaults, restored, nextPupil } =
    useLoaderData<typeof loader>();
  // A refused save stays with what was typed, even if the window closed meanwhile.
  const refused = useActionData() !== undefined;
  // Each pupil gets a fresh form (and a new submission key).
  const { key } = useLocation();
  return (
    <div className="account-forms">
      <h1>Nowa ankieta ucznia w grupie {group}</h1>
      <p>
        {window} {count > 0 ? `Zapisane ankiety w grupie: ${count}.` : "To pierwsza ankieta w grupie."}
      </p>
      <KeptNotice shown={restored} typed="data" save="ankietę" />
      {adding && pupils.length > 0 ? (
        <form method="get" aria-label="Kolejne badanie ucznia">
          <div className="field">
            <label className="field__label" htmlFor="uczen">
              Kolejne badanie ucznia badanego wcześniej
            </label>
            <p className="field__hint" id="uczen-opis">
              Imię, nazwisko, płeć, data urodzenia, typ szkoły i klasa zostaną wpisane z ostatniej ankiety ucznia.
            </p>
            <select
              id="uczen"
              name="uczen"
              className="field__input field__select"
              defaultValue={previous ? String(previous.id) : ""}
              aria-describedby="uczen-opis"
            >
              <SelectOptions first="Nowy uczeń" options={pupils} />
            </select>
          </div>
          <button type="submit" className="button button--secondary">
            Wpisz dane ucznia
          </button>
        </form>
      ) : null}
      {previous ? (
        <p className="panel-notice" role="status">
          Dane ucznia wpisano z ankiety nr {previous.ordinalNumber}. Sprawdź klasę i wpisz wyniki nowego badania.
        </p>
      ) : null}
      {adding || refused ? <SurveyForm key={key} defaults={defaults} creating focusFirstName={nextPupil} /> : null}
      <p className="form__after">
        <Link to={`/konto/ankiety/${group}`}>Wróć do listy ankiet grupy {group}</Link>
      </p>
    </div>
  );
}
