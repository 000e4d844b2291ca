import { Link, useLoaderData } from "@remix-run/react";

import { PageLinks } from "~/areas/staff/page-links";
import { CLUB_STATUS_NAMES, type SubmittedStatus } from "~/areas/club/club-status";
import { formatDateTime } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";
import { pluralPl } from "~/lib/validation/polish";

import type { loader } from "./applications.server";

export { loader } from "./applications.server";

export const handle: RouteHandle = { title: "Zgłoszenia klubów" };

const STATUS_ORDER = [0, 2, 3, 1, 4] as const satisfies readonly SubmittedStatus[];

export default function ApplicationsPage() {
  const { filters, refused, applications, voivodeships } = useLoaderData<typeof loader>();
  const { count, page, pageSize, results } = applications;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const pageLink = (number: number) => {
    const query = new URLSearchParams();
    if (filters.status) query.set("status", filters.status);
    if (filters.voivodeship) query.set("wojewodztwo", filters.voivodeship);
    if (filters.text) query.set("szukaj", filters.text);
    if (number > 1) query.set("strona", String(number));
    return `/biuro${query.size ? `?${query}` : ""}`;
  };
  return (
    <>
      <h1>Zgłoszenia klubów</h1>
      <p>
        Zgłoszenia w kolejności wpływu: miejsca w programie przyznajemy w tej kolejności. Numer przy zgłoszeniu to jego
        miejsce w kolejce wszystkich zgłoszeń.
      </p>

      <form method="get" action="/biuro" className="staff-filters" role="search" aria-label="Filtry zgłoszeń">
        <div className="field">
          <label className="field__label" htmlFor="filtr-status">
            Status
          </label>
          <select id="filtr-status" name="status" className="field__input field__select" defaultValue={filters.status}>
            <option value="">Wszystkie</option>
            {STATUS_ORDER.map((status) => (
              <option key={status} value={status}>
                {CLUB_STATUS_NAMES[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="filtr-wojewodztwo">
            Województwo szkoły
          </label>
          <select
            id="filtr-wojewodztwo"
            name="wojewodztwo"
            className="field__input field__select"
            defaultValue={filters.voivodeship}
          >
            <option value="">Wszystkie</option>
            {voivodeships.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="filtr-szukaj">
            Szkoła, miejscowość, nauczyciel lub e-mail
          </label>
          <input
            id="filtr-szukaj"
            name="szukaj"
            type="search"
            className="field__input"
            defaultValue={filters.text}
            maxLength={100}
          />
        </div>
        <button type="submit" className="button">
          Pokaż
        </button>
      </form>

      {refused ? (
        <p className="panel-notice" role="status">
          Nie rozpoznano filtra z adresu strony – pokazujemy wszystkie zgłoszenia.
        </p>
      ) : null}

      <p role="status">
        {count} {pluralPl(count, "zgłoszenie", "zgłoszenia", "zgłoszeń")}
        {pages > 1 ? `, strona ${page} z ${pages}` : ""}.
      </p>

      {results.length > 0 ? (
        <ol className="staff-list" aria-label="Zgłoszenia">
          {results.map((row) => (
            <li key={row.id} className="staff-list__item">
              <p className="staff-list__meta">
                <span>{`Nr ${row.arrival}`}</span> · <span>wpłynęło {formatDateTime(row.firstSubmittedAt)}</span> ·{" "}
                {row.correctedAt ? (
                  <>
                    <span>poprawiono {formatDateTime(row.correctedAt)}</span> ·{" "}
                  </>
                ) : null}
                <span className={`staff-status staff-status--${row.status}`}>
                  {CLUB_STATUS_NAMES[row.status as SubmittedStatus]}
                </span>
              </p>
              <p className="staff-list__title">
                <Link to={`/biuro/zgloszenia/${row.id}`}>{row.schoolName}</Link>
              </p>
              <p className="staff-list__detail">
                {row.schoolCity}, woj. {row.schoolVoivodeship} · {row.teacher}, {row.email}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p>Żadne zgłoszenie nie pasuje do filtrów.</p>
      )}

      <PageLinks page={page} pages={pages} label="Strony zgłoszeń" href={pageLink} />
    </>
  );
}
