import { Link, useLoaderData } from "@remix-run/react";

import { AUDIT_SUBJECT_NAMES, auditSubjectPath, describeAuditEntry } from "~/areas/staff/audit-entries";
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
  const { filters, refused, entries } = useLoaderData<typeof loader>();
  const { count, page, results } = entries;
  const pages = pageCount(entries);
  const pageLink = pageHref("/biuro/dziennik", { rodzaj: filters.subject, kto: filters.actor });
  return (
    <>
      <h1>Dziennik zdarzeń</h1>
      <p>
        Każda zmiana wprowadzona przez biuro i każdy wgląd w dane chronione: kto, kiedy, co i dlaczego. Wpisów nie można
        zmienić ani usunąć.
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
        <SearchField id="filtr-kto" name="kto" label="Kto (e-mail)" defaultValue={filters.actor} maxLength={100} />
      </FilterForm>

      <RefusedFilterNotice refused={refused} shown="cały dziennik" />
      <ResultCount count={count} page={page} pages={pages} forms={["wpis", "wpisy", "wpisów"]} />

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
