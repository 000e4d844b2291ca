import type { ReactNode } from "react";

import {
  FilterForm,
  OrderSelect,
  pageCount,
  pageHref,
  PESEL_SEARCH_HINT,
  RESULT_FORMS,
  ResultCount,
  SearchField,
} from "./list-filters";
import { NAME_ORDER_OPTIONS } from "./list-query";
import { PageLinks } from "./page-links";

interface Found<Item> {
  count: number;
  page: number;
  pageSize: number;
  results: Item[];
}

/**
 * The office's search for an account by name, e-mail, phone, postal code or PESEL at `path`: its form, how many
 * were found, one list item per account (`item`) and the links to every page, each keeping the search.
 */
export function NameSearch<Item extends { id: number }>({
  path,
  label,
  query,
  order,
  found,
  item,
}: {
  path: string;
  label: string;
  query: string;
  order: string;
  found: Found<Item> | null;
  item: (found: Item) => ReactNode;
}) {
  const kept = { szukaj: query, kolejnosc: order === NAME_ORDER_OPTIONS[0].slug ? "" : order };
  const pages = found ? pageCount(found) : 1;
  return (
    <>
      <FilterForm action={path} label={label} submitLabel="Szukaj">
        <SearchField
          name="szukaj"
          label="Imię, nazwisko, e-mail, telefon, kod pocztowy lub PESEL"
          hint={PESEL_SEARCH_HINT}
          defaultValue={query}
          minLength={2}
          maxLength={100}
        />
        <OrderSelect id="kolejnosc" options={NAME_ORDER_OPTIONS} value={order} />
      </FilterForm>
      {found === null ? null : found.count === 0 ? (
        <p role="status">Nie znaleziono konta.</p>
      ) : (
        <ResultCount count={found.count} page={found.page} pages={pages} forms={RESULT_FORMS} />
      )}
      {found && found.results.length > 0 ? (
        <ol className="staff-list" aria-label="Znalezione konta">
          {found.results.map((account) => (
            <li key={account.id} className="staff-list__item">
              {item(account)}
            </li>
          ))}
        </ol>
      ) : null}
      {found ? (
        <PageLinks
          page={found.page}
          pages={pages}
          label="Strony wyników"
          href={pageHref(path, kept)}
          jump={{ action: path, filters: kept }}
        />
      ) : null}
    </>
  );
}
