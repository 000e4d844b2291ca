import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { CLUB_STATUS_NAMES, type SubmittedStatus } from "~/areas/club/club-status";
import { BulkCheck } from "~/areas/staff/bulk-select";
import {
  FilterForm,
  OrderSelect,
  pageCount,
  pageHref,
  PESEL_SEARCH_HINT,
  RefusedFilterNotice,
  RESULT_FORMS,
  ResultCount,
  SearchField,
  StaffSelect,
} from "~/areas/staff/list-filters";
import { APPLICATION_ORDER_OPTIONS } from "~/areas/staff/list-query";
import { PageLinks } from "~/areas/staff/page-links";
import { FormFailedNotice } from "~/components/form/form-failed-notice";
import { STAFF_NOTE_MAX_LENGTH } from "~/lib/contract/staff";
import { formatDateTime } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { action, loader } from "./applications.server";

export { action, loader } from "./applications.server";

export const handle: RouteHandle = { title: "Zgłoszenia klubów" };

const STATUS_ORDER = [0, 2, 3, 1, 4] as const satisfies readonly SubmittedStatus[];

export default function ApplicationsPage() {
  const { filters, refused, applications, voivodeships } = useLoaderData<typeof loader>();
  const { count, page, results } = applications;
  const failed = useActionData<typeof action>()?.failed;
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
          label="Szkoła, miejscowość, ulica, kod pocztowy, nauczyciel, e-mail, telefon lub PESEL"
          hint={PESEL_SEARCH_HINT}
          defaultValue={filters.text}
          maxLength={100}
        />
        <OrderSelect id="filtr-kolejnosc" options={APPLICATION_ORDER_OPTIONS} value={filters.order} />
      </FilterForm>

      <RefusedFilterNotice refused={refused} shown="wszystkie zgłoszenia" />
      <ResultCount count={count} page={page} pages={pages} forms={RESULT_FORMS} />

      {results.length > 0 ? (
        <Form method="post" aria-label="Decyzja dla zaznaczonych zgłoszeń">
          <ol className="staff-list" aria-label="Zgłoszenia">
            {results.map((row) => (
              <li key={row.id} className="staff-list__item">
                <BulkCheck
                  id={row.id}
                  label={`Zaznacz nr ${row.arrival}`}
                  checked={failed?.selected.includes(String(row.id))}
                />
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
          <fieldset className="staff-bulk">
            <legend>Zaznaczone zgłoszenia</legend>
            <FormFailedNotice message={failed?.message} />
            <p>
              Każde zaznaczone zgłoszenie dostaje osobną decyzję: jego nauczyciel dostanie{" "}
              <span className="nowrap">e-mail</span>, a decyzja trafi do dziennika. Zgłoszenia, których status nie
              pozwala na tę decyzję, zostaną pominięte.
            </p>
            <button type="submit" name="intent" value="accept" className="button">
              Zaakceptuj zaznaczone
            </button>
            <div className="field">
              <label className="field__label" htmlFor="uwaga-zbiorcza">
                Uwaga dla nauczycieli
              </label>
              <p className="field__hint" id="uwaga-zbiorcza-wskazowka">
                Wymagana przy zwrocie do poprawy; ta sama dla każdego zaznaczonego zgłoszenia.
              </p>
              <textarea
                id="uwaga-zbiorcza"
                name="note"
                rows={3}
                maxLength={STAFF_NOTE_MAX_LENGTH}
                className="field__input field__textarea"
                defaultValue={failed?.note}
                aria-describedby="uwaga-zbiorcza-wskazowka"
              />
            </div>
            <button type="submit" name="intent" value="return" className="button button--secondary">
              Zwróć zaznaczone do poprawy
            </button>
          </fieldset>
        </Form>
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
