import { Link, useLoaderData } from "@remix-run/react";

import { AUDIT_SUBJECT_NAMES, auditSubjectPath, describeAuditEntry } from "~/areas/staff/audit-entries";
import { auditAddressFilters, auditExportHref } from "~/areas/staff/audit-filters";
import {
  FilterForm,
  pageCount,
  pageHref,
  RefusedFilterNotice,
  ResultCount,
  SearchField,
  StaffSelect,
} from "~/areas/staff/list-filters";
import { PageLinks } from "~/areas/staff/page-links";
import { AUDIT_SUBJECTS } from "~/lib/contract/staff";
import { formatDateTime } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./audit.server";

export { loader } from "./audit.server";

export const handle: RouteHandle = { title: "Dziennik zdarzeń" };

export default function AuditPage() {
  const { filters, refused, refusal, entries } = useLoaderData<typeof loader>();
  const { count, page, results } = entries;
  const pages = pageCount(entries);
  const pageLink = pageHref("/biuro/dziennik", auditAddressFilters(filters));
  return (
    <>
      <h1>Dziennik zdarzeń</h1>
      <p>
        Każda zmiana wprowadzona przez biuro, każdy wgląd w dane chronione, każde logowanie do biura i każdy błędny kod,
        a także ankiety i zajęcia usunięte przez nauczycieli: kto, kiedy, co i dlaczego. Wpisów nie można zmienić ani
        usunąć; pobranie dziennika też jest w nim zapisywane.
      </p>

      <FilterForm action="/biuro/dziennik" label="Filtry dziennika" submitLabel="Pokaż">
        <StaffSelect
          id="filtr-rodzaj"
          name="rodzaj"
          label="Czego dotyczy"
          allLabel="Wszystko"
          defaultValue={filters.subject}
          options={AUDIT_SUBJECTS.map((subject) => ({ value: subject, label: AUDIT_SUBJECT_NAMES[subject] }))}
        />
        <SearchField
          id="filtr-kto"
          name="kto"
          label="Kto działał (e-mail)"
          defaultValue={filters.actor}
          maxLength={100}
        />
        <SearchField
          id="filtr-dotyczy"
          name="dotyczy"
          label="Kogo dotyczy (e-mail)"
          defaultValue={filters.about}
          maxLength={100}
        />
        <SearchField id="filtr-od" name="od" type="date" label="Od dnia" defaultValue={filters.from} />
        <SearchField id="filtr-do" name="do" type="date" label="Do dnia" defaultValue={filters.to} />
      </FilterForm>

      <RefusedFilterNotice refused={refused} reason={refusal} shown="cały dziennik" />
      <ResultCount count={count} page={page} pages={pages} forms={["wpis", "wpisy", "wpisów"]} />
      {count > 0 ? (
        <p className="staff-actions">
          <a href={auditExportHref(filters, "csv")} download>
            Pobierz {count === 1 ? "ten wpis" : "te wpisy"}: CSV
          </a>
          <a href={auditExportHref(filters, "xlsx")} download>
            Pobierz {count === 1 ? "ten wpis" : "te wpisy"}: XLSX
          </a>
        </p>
      ) : null}

      {results.length > 0 ? (
        <ol className="staff-list" aria-label="Wpisy dziennika">
          {results.map((entry) => {
            const subjectPath = auditSubjectPath(entry.subjectType, entry.subjectId);
            return (
              <li key={entry.id} className="staff-list__item">
                <p className="staff-list__meta">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.actor}
                </p>
                <p>{describeAuditEntry(entry)}</p>
                {subjectPath ? (
                  <p className="staff-list__detail">
                    <Link to={subjectPath}>
                      {AUDIT_SUBJECT_NAMES[entry.subjectType as keyof typeof AUDIT_SUBJECT_NAMES] ?? entry.subjectType}{" "}
                      – wpis nr {entry.subjectId}
                    </Link>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p>Żaden wpis nie pasuje do filtrów.</p>
      )}

      <PageLinks page={page} pages={pages} label="Strony dziennika" href={pageLink} />
    </>
  );
}
