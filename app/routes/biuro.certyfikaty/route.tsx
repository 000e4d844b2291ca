import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { BulkCheck } from "~/areas/staff/bulk-select";
import { IntentForm, StaffField } from "~/areas/staff/intent-form";
import { NameSearch } from "~/areas/staff/name-search";
import { FormFailedNotice } from "~/components/form/form-failed-notice";
import { formatDate } from "~/lib/dates";
import { answerPart } from "~/lib/forms/answer-part";
import type { RouteHandle } from "~/lib/route-handle";
import { pluralPl } from "~/lib/validation/polish";

import type { action, loader } from "./certificates.server";

export { action, loader } from "./certificates.server";

export const handle: RouteHandle = { title: "Certyfikaty" };

const SELECTION_FORM = "wydaj-zaznaczonym";

export default function CertificatesPage() {
  const { query, order, teachers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const report = answerPart(answer, "report");
  const importError = answerPart(answer, "importError");
  const issueError = answerPart(answer, "issueError");
  const importFailed = answerPart(answer, "importFailed");
  const issueFailed = answerPart(answer, "issueFailed");
  const selectionFailed = answerPart(answer, "selectionFailed");
  const uncertified = teachers?.results.filter((teacher) => teacher.certificates.length === 0) ?? [];
  return (
    <>
      <h1>Certyfikaty</h1>
      <p>
        Certyfikat ukończenia szkolenia pozwala nauczycielowi zgłosić klub do programu. Każde wydanie i cofnięcie
        zapisujemy w dzienniku.
      </p>

      <section aria-labelledby="lista-szkolenia">
        <h2 id="lista-szkolenia">Lista przeszkolonych z pliku</h2>
        <p>
          Plik CSV (np. zapisany z arkusza) z adresami e-mail uczestników szkolenia, w dowolnej kolumnie. Certyfikat
          dostanie każde konto z listy, które go jeszcze nie ma.
        </p>
        {report ? (
          <div className="panel-confirmation" role="status">
            <p>
              Wydano {report.issued.length}{" "}
              {pluralPl(report.issued.length, "certyfikat", "certyfikaty", "certyfikatów")}. Miało już certyfikat:{" "}
              {report.already.length}. Bez konta nauczyciela: {report.unknown.length}.
            </p>
            {report.unknown.length > 0 ? (
              <>
                <p>Adresy bez konta nauczyciela (nauczyciel musi się najpierw zarejestrować):</p>
                <ul>
                  {report.unknown.map((email) => (
                    <li key={email}>{email}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        <IntentForm
          intent="import"
          failed={importFailed}
          submitLabel="Wydaj certyfikaty z listy"
          encType="multipart/form-data"
        >
          <StaffField id="lista" label="Plik z listą" error={importError}>
            {(aria) => (
              <input
                id="lista"
                name="lista"
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                required
                className="field__input"
                {...aria}
              />
            )}
          </StaffField>
        </IntentForm>
      </section>

      <section aria-labelledby="nauczyciel">
        <h2 id="nauczyciel">Certyfikat dla wyszukanych nauczycieli</h2>
        <NameSearch
          path="/biuro/certyfikaty"
          label="Szukaj nauczyciela"
          query={query}
          order={order}
          found={teachers}
          item={(teacher) => (
            <>
              <p className="staff-list__title">
                {teacher.name || teacher.email} <span className="staff-list__detail">({teacher.email})</span>
              </p>
              {teacher.certificates.length === 0 ? (
                <>
                  <p>Bez certyfikatu.</p>
                  <BulkCheck
                    id={teacher.id}
                    label={`Zaznacz: ${teacher.email}`}
                    form={SELECTION_FORM}
                    checked={selectionFailed?.selected.includes(String(teacher.id))}
                  />
                </>
              ) : (
                <ul className="staff-certificates">
                  {teacher.certificates.map((certificate) => (
                    <li key={certificate.id}>
                      Certyfikat nr {certificate.number}, wydany {formatDate(certificate.issuedAt)}{" "}
                      <Form method="post" className="inline-form">
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="id" value={certificate.id} />
                        <input type="hidden" name="szukaj" value={query} />
                        <button type="submit" className="button button--secondary">
                          Cofnij certyfikat nr {certificate.number}
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              )}
              <IntentForm
                intent="issue"
                failed={issueFailed?.teacher === teacher.id ? issueFailed.message : null}
                submitLabel="Wydaj certyfikat"
              >
                <input type="hidden" name="id" value={teacher.id} />
                <input type="hidden" name="szukaj" value={query} />
                <StaffField
                  id={`numer-${teacher.id}`}
                  label={<>Numer nowego certyfikatu dla: {teacher.email}</>}
                  error={issueError?.teacher === teacher.id ? issueError.message : null}
                >
                  {(aria) => (
                    <input
                      id={`numer-${teacher.id}`}
                      name="number"
                      required
                      maxLength={40}
                      className="field__input"
                      defaultValue={issueFailed?.teacher === teacher.id ? issueFailed.number : undefined}
                      {...aria}
                    />
                  )}
                </StaffField>
              </IntentForm>
            </>
          )}
        />
        {uncertified.length > 0 ? (
          <Form method="post" id={SELECTION_FORM} className="staff-bulk">
            <FormFailedNotice message={selectionFailed?.message} />
            <input type="hidden" name="intent" value="issue-selected" />
            <input type="hidden" name="szukaj" value={query} />
            <p>
              Zaznaczeni nauczyciele bez certyfikatu dostaną certyfikaty z kolejnymi numerami, nadanymi jak przy
              imporcie listy, każdy z <span className="nowrap">e-mailem</span> i wpisem w dzienniku.
            </p>
            <button type="submit" className="button">
              Wydaj certyfikaty zaznaczonym
            </button>
          </Form>
        ) : null}
      </section>
    </>
  );
}
