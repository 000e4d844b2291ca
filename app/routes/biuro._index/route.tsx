import { Link, useLoaderData } from "@remix-run/react";

import { CLUB_STATUS_NAMES, type SubmittedStatus } from "~/areas/club/club-status";
import {
  FilterForm,
  OrderSelect,
  pageCount,
  pageHref,
  RefusedFilterNotice,
  RESULT_FORMS,
  ResultCount,
  SearchField,
  StaffSelect,
} from "~/areas/staff/list-filters";
import { APPLICATION_ORDER_OPTIONS } from "~/areas/staff/list-query";
import { PageLinks } from "~/areas/staff/page-links";
import { formatDateTime } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./applications.server";

export { loader } from "./applications.server";

export const handle: RouteHandle = { title: "Zgłoszenia klubów" };

const STATUS_ORDER = [0, 2, 3, 1, 4] as const satisfies readonly SubmittedStatus[];

export default function ApplicationsPage() {
  const { filters, refused, applications, voivodeships } = useLoaderData<typeof loader>();
  const { count, page, results } = applications;
  const pages = pageCount(applications);
  const kept = {
    status: filters.status,
    wojewodztwo: filters.voivodeship,
    szukaj: filters.text,
    kolejnosc: filters.order === APPLICATION_ORDER_OPTIONS[0].slug ? "" : filters.order,
  };
  const pageLink = pageHref("/biuro", kept);
  return (
    <>
      <h1>Zgłoszenia klubów</h1>
      <p>
        Zgłoszenia domyślnie w kolejności wpływu: miejsca w programie przyznajemy w tej kolejności. Numer przy
        zgłoszeniu to jego miejsce w kolejce wszystkich zgłoszeń.
      </p>

      <FilterForm action="/biuro" label="Filtry zgłoszeń" submitLabel="Pokaż">
        <StaffSelect
          id="filtr-status"
          name="status"
          label="Status"
          allLabel="Wszystkie"
          defaultValue={filters.status}
          options={STATUS_ORDER.map((status) => ({ value: status, label: CLUB_STATUS_NAMES[status] }))}
        />
        <StaffSelect
          id="filtr-wojewodztwo"
          name="wojewodztwo"
          label="Województwo szkoły"
          allLabel="Wszystkie"
          defaultValue={filters.voivodeship}
          options={voivodeships.map((name) => ({ value: name, label: name }))}
        />
        <SearchField
          id="filtr-szukaj"
          name="szukaj"
          label="Szkoła, miejscowość, ulica, kod pocztowy, nauczyciel, e-mail lub telefon"
          defaultValue={filters.text}
          maxLength={100}
        />
        <OrderSelect id="filtr-kolejnosc" options={APPLICATION_ORDER_OPTIONS} value={filters.order} />
      </FilterForm>

      <RefusedFilterNotice refused={refused} shown="wszystkie zgłoszenia" />
      <ResultCount count={count} page={page} pages={pages} forms={RESULT_FORMS} />

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

      <PageLinks
        page={page}
        pages={pages}
        label="Strony zgłoszeń"
        href={pageLink}
        jump={{ action: "/biuro", filters: kept }}
      />
    </>
  );
}
