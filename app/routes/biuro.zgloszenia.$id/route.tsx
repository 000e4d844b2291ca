import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { CLUB_STATUS_NAMES, type SubmittedStatus } from "~/areas/club/club-status";
import { EnrollmentSummary } from "~/areas/club/enrollment-summary";
import { describeAuditEntry } from "~/areas/staff/audit-entries";
import { IntentForm, StaffField } from "~/areas/staff/intent-form";
import { formatDate, formatDateTime, todayInPoland } from "~/lib/dates";
import { answerPart } from "~/lib/forms/answer-part";
import type { RouteHandle } from "~/lib/route-handle";

import type { action, loader } from "./application.server";

export { action, loader } from "./application.server";

export const handle: RouteHandle = {
  title: "Zgłoszenie klubu",
  titleFrom: (data) => (data as { schoolName?: string }).schoolName,
};

const statusName = (status: unknown) => CLUB_STATUS_NAMES[status as SubmittedStatus] ?? String(status);

export default function StaffApplicationPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const revealed = answerPart(answer, "revealed");
  const revealError = answerPart(answer, "revealError");
  const decisionErrors = answerPart(answer, "decisionErrors");
  const agreementError = answerPart(answer, "agreementError");
  const failed = answerPart(answer, "failed");
  const failedOn = (form: string) => (failed?.form === form ? failed.message : null);
  return (
    <>
      <p>
        <Link to="/biuro">Wróć do listy zgłoszeń</Link>
      </p>
      <h1>{data.schoolName}</h1>
      <p className="lead">
        Zgłoszenie nr {data.arrival} w kolejności wpływu, wpłynęło {formatDateTime(data.firstSubmittedAt)}
        {data.correctedAt ? ` (poprawiono ${formatDateTime(data.correctedAt)})` : ""}. Status:{" "}
        <strong>{statusName(data.status)}</strong>.
      </p>

      <section aria-labelledby="przebieg">
        <h2 id="przebieg">Przebieg zgłoszenia</h2>
        <ol className="staff-timeline">
          {data.conversation.map((entry) => (
            <li key={entry.key} className={`staff-timeline__entry staff-timeline__entry--${entry.kind}`}>
              <p className="staff-timeline__meta">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.author ? `, ${entry.author}` : ""}
              </p>
              <p>{entry.text}</p>
              {entry.note ? <p className="staff-timeline__note">Uwaga dla nauczyciela: {entry.note}</p> : null}
              {entry.current ? (
                <p className="staff-timeline__current">Tę uwagę nauczyciel widzi teraz na swoim koncie.</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <h2>Nauczyciel</h2>
      <p>
        {data.teacher.name}, <a href={`mailto:${data.teacher.email}`}>{data.teacher.email}</a>, tel.{" "}
        {data.teacher.phone}
      </p>

      <h2>Zgłoszenie</h2>
      <EnrollmentSummary sections={data.sections} />
      {data.file ? (
        <p>
          Zgoda dyrektora szkoły: <a href={`/biuro/pliki/${data.file.id}`}>{data.file.name}</a> (pobierz)
        </p>
      ) : null}

      <section aria-labelledby="wglad">
        <h2 id="wglad">PESEL i numer rachunku w całości</h2>
        {revealed ? (
          <dl className="club-summary__list" aria-live="polite">
            <div className="club-summary__row">
              <dt>PESEL</dt>
              <dd>{revealed.userPesel}</dd>
            </div>
            <div className="club-summary__row">
              <dt>Numer rachunku bankowego</dt>
              <dd>{revealed.userBankAccount}</dd>
            </div>
          </dl>
        ) : (
          <IntentForm intent="reveal" failed={failedOn("reveal")} submitLabel="Pokaż PESEL i numer rachunku">
            <StaffField
              id="powod"
              label="Powód wglądu"
              hint="Zapisujemy go w dzienniku razem z Twoim nazwiskiem i godziną."
              error={revealError}
            >
              {(aria) => (
                <input
                  id="powod"
                  name="reason"
                  className="field__input"
                  maxLength={300}
                  required
                  defaultValue={answer && "reason" in answer ? answer.reason : undefined}
                  {...aria}
                />
              )}
            </StaffField>
          </IntentForm>
        )}
      </section>

      <section aria-labelledby="decyzja">
        <h2 id="decyzja">Decyzja</h2>
        {data.nextStatuses.length === 0 ? (
          <p>Z tego statusu biuro nie zmienia zgłoszenia – czeka na nauczyciela.</p>
        ) : (
          <IntentForm intent="decision" failed={failedOn("decision")} submitLabel="Zapisz decyzję">
            <fieldset className={`fieldset${decisionErrors?.status ? " field--error" : ""}`}>
              <legend className="fieldset__legend">Nowy status</legend>
              {decisionErrors?.status ? <p className="field__error">{decisionErrors.status}</p> : null}
              {data.nextStatuses.map((option) => (
                <div key={option.value} className="choice">
                  <input
                    id={`status-${option.value}`}
                    type="radio"
                    name="status"
                    value={option.value}
                    className="choice__input"
                    defaultChecked={answer && "status" in answer ? answer.status === String(option.value) : undefined}
                  />
                  <label htmlFor={`status-${option.value}`} className="choice__label">
                    {option.label}
                  </label>
                </div>
              ))}
            </fieldset>
            <StaffField
              id="uwaga"
              label="Uwaga dla nauczyciela"
              hint={
                <>
                  Wymagana przy zwrocie do poprawy; nauczyciel dostanie ją <span className="nowrap">e-mailem</span> i
                  zobaczy na swoim koncie. Wcześniejsze uwagi zostają w przebiegu zgłoszenia.
                </>
              }
              error={decisionErrors?.note}
            >
              {(aria) => (
                <textarea
                  id="uwaga"
                  name="note"
                  rows={4}
                  maxLength={2000}
                  className="field__input field__textarea"
                  defaultValue={answer && "note" in answer ? answer.note : ""}
                  {...aria}
                />
              )}
            </StaffField>
          </IntentForm>
        )}
      </section>

      {data.status === 1 ? (
        <section aria-labelledby="umowa">
          <h2 id="umowa">Umowa</h2>
          <p>
            {data.agreementDateSigned
              ? `Umowę podpisano ${formatDate(data.agreementDateSigned)}.`
              : "Nie zapisano jeszcze daty podpisania umowy."}
          </p>
          <IntentForm intent="agreement" failed={failedOn("agreement")} submitLabel="Zapisz datę">
            <StaffField
              id="data-umowy"
              label="Data podpisania umowy"
              hint={
                <>
                  Od dnia wpłynięcia zgłoszenia ({formatDate(todayInPoland(new Date(data.firstSubmittedAt)))}) do dziś.
                </>
              }
              error={agreementError}
            >
              {(aria) => (
                <input
                  id="data-umowy"
                  name="date"
                  type="date"
                  required
                  className="field__input"
                  defaultValue={answer && "date" in answer ? answer.date : (data.agreementDateSigned ?? "")}
                  {...aria}
                />
              )}
            </StaffField>
          </IntentForm>
        </section>
      ) : null}

      <section aria-labelledby="historia">
        <h2 id="historia">Historia</h2>
        {data.history.length === 0 ? (
          <p>Nikt z biura nie zmieniał jeszcze tego zgłoszenia ani nie oglądał jego danych.</p>
        ) : (
          <ol className="staff-history">
            {data.history.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>, {entry.actor}: {describeAuditEntry(entry)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
