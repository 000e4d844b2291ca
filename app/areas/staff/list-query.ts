// An office list's address: ?strona=3&kolejnosc=szkola, read leniently (an unknown value is the default).
import { type APPLICATION_ORDERS, type NAME_ORDERS } from "~/lib/contract/staff";

export interface ListOrder<Order extends string> {
  /** The address's word for it. */
  slug: string;
  order: Order;
  label: string;
}

export const APPLICATION_ORDER_OPTIONS: readonly ListOrder<(typeof APPLICATION_ORDERS)[number]>[] = [
  { slug: "wplyw", order: "arrival", label: "W kolejności wpływu" },
  { slug: "najnowsze", order: "-arrival", label: "Od najnowszych" },
  { slug: "szkola", order: "school", label: "Szkoła A–Ż" },
  { slug: "nauczyciel", order: "teacher", label: "Nazwisko nauczyciela A–Ż" },
];

export const NAME_ORDER_OPTIONS: readonly ListOrder<(typeof NAME_ORDERS)[number]>[] = [
  { slug: "nazwisko", order: "name", label: "Nazwisko A–Ż" },
  { slug: "nazwisko-malejaco", order: "-name", label: "Nazwisko Ż–A" },
];

export function pageOf(params: URLSearchParams): number {
  const page = params.get("strona")?.trim() ?? "";
  return /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1;
}

/** The order the address asks for; the first option when it names none it knows. */
export function orderOf<Order extends string>(
  params: URLSearchParams,
  options: readonly ListOrder<Order>[],
): ListOrder<Order> {
  return options.find((option) => option.slug === params.get("kolejnosc")) ?? options[0];
}

/** A search by name (?szukaj=…&strona=…&kolejnosc=…): what was typed, its order, and the call to make, if any. */
export function nameSearchOf(params: URLSearchParams) {
  const query = params.get("szukaj")?.trim().slice(0, 100) ?? "";
  const order = orderOf(params, NAME_ORDER_OPTIONS);
  const search = query.length >= 2 ? { q: query, page: pageOf(params), sort: order.order } : null;
  return { query, order: order.slug, search };
}
