import type { ReactNode } from "react";

import { StaffField } from "~/areas/staff/intent-form";
import { SelectOptions } from "~/components/form/select-options";
import { pluralPl } from "~/lib/validation/polish";

/** An office list's filters: a plain GET form, so the filters stay in the address. */
export function FilterForm({
  action,
  label,
  submitLabel,
  children,
}: {
  action: string;
  label: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} className="staff-filters" role="search" aria-label={label}>
      {children}
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </form>
  );
}

/** A plain select of the office's screens; `allLabel` adds a first option that posts "". */
export function StaffSelect({
  id,
  name,
  label,
  options,
  defaultValue,
  allLabel,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
  defaultValue?: string | number;
  allLabel?: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="field__input field__select" defaultValue={defaultValue}>
        <SelectOptions first={allLabel} options={options} />
      </select>
    </div>
  );
}

/** A search box (or a day) of an office's filters; the name is also its id unless `id` says otherwise. */
export function SearchField({
  id,
  name,
  label,
  hint,
  defaultValue,
  minLength,
  maxLength,
  type = "search",
}: {
  id?: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  minLength?: number;
  maxLength?: number;
  type?: "search" | "date";
}) {
  return (
    <StaffField
      id={id ?? name}
      label={label}
      hint={hint}
      className={type === "date" ? "field field--day" : "field field--search"}
    >
      {(aria) => (
        <input
          id={id ?? name}
          name={name}
          type={type}
          className="field__input"
          defaultValue={defaultValue}
          minLength={minLength}
          maxLength={maxLength}
          {...aria}
        />
      )}
    </StaffField>
  );
}

/** How much of a PESEL the office's searches take. */
export const PESEL_SEARCH_HINT = "PESEL: cały numer albo jego ostatnie 4 lub 5 cyfr.";

/** Said when the address held a filter the list does not take (with the API's reason, when given), so the list is shown whole. */
export function RefusedFilterNotice({
  refused,
  shown,
  reason,
}: {
  refused: boolean;
  shown: string;
  reason?: string | null;
}) {
  if (!refused) return null;
  return (
    <p className="panel-notice" role="status">
      {reason ? `${reason} Pokazujemy ${shown}.` : `Nie rozpoznano filtra z adresu strony – pokazujemy ${shown}.`}
    </p>
  );
}

/** "1 wynik", "22 wyniki", "25 wyników". */
export const RESULT_FORMS = ["wynik", "wyniki", "wyników"] as const;

/** The order of an office's list, a plain select of its filter form. */
export function OrderSelect({
  id,
  options,
  value,
}: {
  id: string;
  options: readonly { slug: string; label: string }[];
  value: string;
}) {
  return (
    <StaffSelect
      id={id}
      name="kolejnosc"
      label="Kolejność"
      defaultValue={value}
      options={options.map((option) => ({ value: option.slug, label: option.label }))}
    />
  );
}

/** How many rows match, in Polish number forms, and which page shows. */
export function ResultCount({
  count,
  page,
  pages,
  forms,
}: {
  count: number;
  page: number;
  pages: number;
  forms: readonly [one: string, few: string, many: string];
}) {
  return (
    <p role="status">
      {count} {pluralPl(count, ...forms)}
      {pages > 1 ? `, strona ${page} z ${pages}` : ""}.
    </p>
  );
}

/** The page count of a paged list, at least one. */
export function pageCount({ count, pageSize }: { count: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** A page of a list at `path`, keeping its filters (query name → value; empty ones left out). */
export function pageHref(path: string, filters: Record<string, string | undefined>) {
  return (number: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    if (number > 1) query.set("strona", String(number));
    return `${path}${query.size ? `?${query}` : ""}`;
  };
}
