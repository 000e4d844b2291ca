import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { surveyFormValues } from "~/areas/survey/survey.form";
import { SurveyDetails } from "~/areas/survey/survey-details";
import { SurveyForm } from "~/areas/survey/survey-form";
import { DeletionOffer, DeletionQuestion } from "~/components/deletion";
import { KeptNotice } from "~/components/form/kept-notice";
import { sendKeepingDraft, skipRevalidationAfterNetworkFailure } from "~/lib/forms/form-draft";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./survey.server";

export { action, loader } from "./survey.server";

export const clientAction = sendKeepingDraft;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export const handle: RouteHandle = { title: "Ankieta ucznia" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

export default function SurveyPage() {
  const { group, adding, window, survey, kept, asksDeletion } = useLoaderData<typeof loader>();
  // A refused save stays with what was typed, even if the window closed meanwhile.
  const refused = useActionData() !== undefined;
  return (
    <div className="account-forms">
      <h1>
        Ankieta nr {survey.ordinalNumber}: {survey.firstName} {survey.lastName}
      </h1>
      <p>
        Grupa {group}. {window}
      </p>
      <KeptNotice shown={kept !== null} typed="changes" save="ankietę" />
      {asksDeletion && adding ? (
        <DeletionQuestion
          question="Czy na pewno usunąć tę ankietę?"
          confirmLabel="Tak, usuń ankietę"
          back={`/konto/ankiety/${group}/${survey.id}`}
        >
          Ankieta nr {survey.ordinalNumber} ({survey.firstName} {survey.lastName}) zniknie z listy i z raportu grupy, a
          usunięcie zostanie zapisane w dzienniku zdarzeń. Tego nie można cofnąć. Numery pozostałych ankiet się nie
          zmienią.
        </DeletionQuestion>
      ) : adding || refused ? (
        <SurveyForm defaults={kept ?? surveyFormValues(survey)} creating={false} />
      ) : (
        <SurveyDetails survey={survey} />
      )}
      {adding && !asksDeletion ? (
        <DeletionOffer title="Usunięcie ankiety" label="Usuń ankietę…">
          Tylko dla ankiety wpisanej przez pomyłkę, na przykład dwa razy albo w niewłaściwej grupie. Aby poprawić
          wyniki, zmień ankietę i zapisz zmiany.
        </DeletionOffer>
      ) : null}
      <p className="form__after">
        <Link to={`/konto/ankiety/${group}`}>Wróć do listy ankiet grupy {group}</Link>
      </p>
    </div>
  );
}
