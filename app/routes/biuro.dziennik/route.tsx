import { Link, useLoaderData } from "@remix-run/react";

import { PageLinks } from "~/areas/staff/page-links";
import { AUDIT_SUBJECT_NAMES, auditSubjectPath, describeAuditEntry } from "~/areas/staff/audit-entries";
import { AUDIT_SUBJECTS } from "~/lib/contract/staff";
import { formatDateTime } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";
import { pluralPl } from "~/lib/validation/polish";

import type { loader } from "./audit.server";

export { loader } from "./audit.server";

export const handle: RouteHandle = { title: "Dziennik zdarzeń" };

export default function AuditPage() {
  const { filters, refused, entries } = useLoaderData<typeof loader>();
  const { count, page, pageSize, results } = entries;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const pageLink = (number: number) => {
    const query = new URLSearchParams();
    if (filters.subject) query.set("rodzaj", filters.subject);
    if (filters.actor) query.set("kto", filters.actor);
    if (number > 1) query.set("strona", String(number));
    return `/biuro/dziennik${query.size ? `?${query}` : ""}`;
  };
  return (
    <>
      <h1>Dziennik zdarzeń</h1>
      <p>
        Każda zmiana wprowadzona przez biuro i każdy wgląd w dane chronione: kto, kiedy, co i dlaczego. Wpisów nie można
        zmienić ani usunąć.
      </p>

      <form method="get" action="/biuro/dziennik" className="staff-filters" role="search" aria-label="Filtry dziennika">
        <div className="field">
          <label className="field__label" htmlFor="filtr-rodzaj">
            Czego dotyczy
          </label>
          <select id="filtr-rodzaj" name="rodzaj" className="field__input field__select" defaultValue={filters.subject}>
            <option value="">Wszystko</option>
            {AUDIT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {AUDIT_SUBJECT_NAMES[subject]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="filtr-kto">
            Kto (e-mail)
          </label>
          <input
            id="filtr-kto"
            name="kto"
            type="search"
            className="field__input"
            defaultValue={filters.actor}
            maxLength={100}
          />
        </div>
        <button type="submit" className="button">
          Pokaż
        </button>
      </form>

      {refused ? (
        <p className="panel-notice" role="status">
          Nie rozpoznano filtra z adresu strony – pokazujemy cały dziennik.
        </p>
      ) : null}

      <p role="status">
        {count} {pluralPl(count, "wpis", "wpisy", "wpisów")}
        {pages > 1 ? `, strona ${page} z ${pages}` : ""}.
      </p>

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
