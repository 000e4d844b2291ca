import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";

import { CANCELLATION_FORM, cancellationSchema } from "~/areas/schedule/cancellation.form";
import {
  addingClosedMessage,
  CLASS_STATE_NAMES,
  classDurationLabel,
  classState,
  classTimeLabel,
  hasStarted,
} from "~/areas/schedule/schedule";
import { ScheduleItemForm } from "~/areas/schedule/schedule-item-form";
import { DeletionOffer, DeletionQuestion } from "~/components/deletion";
import { ErrorSummary } from "~/components/form/error-summary";
import { KeptNotice } from "~/components/form/kept-notice";
import { SubmitButton } from "~/components/form/submit-button";
import { Textarea } from "~/components/form/textarea";
import { ValidatedForm } from "~/components/form/validated-form";
import { CANCELLATION_REASON_MAX_LENGTH } from "~/lib/contract/schedule";
import { sendKeepingDraft, skipRevalidationAfterNetworkFailure } from "~/lib/forms/form-draft";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./class.server";

import "~/areas/account/account.css";
import "~/areas/schedule/schedule.css";

export { action, loader } from "./class.server";

export const clientAction = sendKeepingDraft;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export const handle: RouteHandle = { title: "Zajęcia" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

const cancellationValidator = withZod(cancellationSchema);
const CANCELLATION_LABELS = { cancellation_reason: "Powód odwołania" };

export default function ClassPage() {
  const { group, season, item, now, adding, defaults, restored, asksDeletion } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const restoring = navigation.formData?.get("intent") === "restore";
  const state = classState(item, now);
  const closed = addingClosedMessage(adding);
  const cancelled = item.status === "cancelled";
  const deletable = !closed && !hasStarted(item, now);

  return (
    <div className="account-forms">
      <h1>
        Zajęcia grupy {group}: {classTimeLabel(item.datetime)}
      </h1>
      <dl className="schedule-item">
        <dt>Stan</dt>
        <dd>{CLASS_STATE_NAMES[state]}</dd>
        <dt>Czas trwania</dt>
        <dd>{classDurationLabel(item)}</dd>
        <dt>Temat</dt>
        <dd>{item.topic}</dd>
        <dt>Miejsce</dt>
        <dd>{item.place}</dd>
        <dt>Uczniowie</dt>
        <dd>
          dziewczęta: {item.girlsCount}, chłopcy: {item.boysCount}
        </dd>
        {cancelled ? (
          <>
            <dt>Powód odwołania</dt>
            <dd>{item.cancellationReason}</dd>
          </>
        ) : null}
      </dl>

      {asksDeletion && deletable ? (
        <DeletionQuestion
          question="Czy na pewno usunąć te zajęcia?"
          confirmLabel="Tak, usuń zajęcia"
          back={`/konto/harmonogram/${group}/${item.id}`}
        >
          Zajęcia znikną z harmonogramu i z kalendarza, a usunięcie zostanie zapisane w dzienniku zdarzeń. Tego nie
          można cofnąć. Jeśli zajęcia się nie odbędą, odwołaj je zamiast usuwać.
        </DeletionQuestion>
      ) : cancelled ? (
        <section aria-labelledby="przywrocenie">
          <h2 id="przywrocenie">Przywrócenie zajęć</h2>
          <p>
            Przywrócone zajęcia wracają do harmonogramu jako zaplanowane, a powód odwołania znika.
            {closed ? null : " Odwołanych zajęć nie można zmieniać: aby je zmienić, najpierw je przywróć."}
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="restore" className="button" disabled={restoring}>
              {restoring ? "Przywracanie…" : "Przywróć zajęcia"}
            </button>
          </Form>
        </section>
      ) : (
        <>
          <section aria-labelledby="zmiana">
            <h2 id="zmiana">Zmiana zajęć</h2>
            <KeptNotice shown={restored} typed="changes" />
            {closed ? (
              <p className="panel-notice">{closed}</p>
            ) : (
              <ScheduleItemForm season={season} defaultValues={defaults} submitLabel="Zapisz zmiany" />
            )}
          </section>
          <section aria-labelledby="odwolanie">
            <h2 id="odwolanie">Odwołanie zajęć</h2>
            <p>Odwołane zajęcia zostają w harmonogramie z powodem odwołania; możesz je potem przywrócić.</p>
            <ValidatedForm id={CANCELLATION_FORM} validator={cancellationValidator} method="post" noValidate>
              <ErrorSummary labels={CANCELLATION_LABELS} />
              <Textarea
                name="cancellation_reason"
                label={CANCELLATION_LABELS.cancellation_reason}
                hint="Na przykład: wycieczka klasowa, sala zajęta przez egzamin."
                characterLimit={CANCELLATION_REASON_MAX_LENGTH}
                rows={3}
              />
              <input type="hidden" name="intent" value="cancel" />
              <SubmitButton pendingLabel="Odwoływanie…">Odwołaj zajęcia</SubmitButton>
            </ValidatedForm>
          </section>
        </>
      )}
      {deletable && !asksDeletion ? (
        <DeletionOffer title="Usunięcie zajęć" label="Usuń zajęcia…">
          Tylko dla zajęć wpisanych przez pomyłkę, zanim się rozpoczną. Usuniętych zajęć nie ma w harmonogramie ani w
          zestawieniach; zajęcia, które się nie odbędą, odwołaj.
        </DeletionOffer>
      ) : null}
      <p className="form__after">
        <Link to={`/konto/harmonogram/${group}`}>Wróć do harmonogramu grupy {group}</Link>
      </p>
    </div>
  );
}
