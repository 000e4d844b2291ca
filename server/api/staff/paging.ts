// ?page=2&sort=-name of an office's list, each checked: a wrong value is a 400 at its name, never a silent default.
import { NAME_ORDERS, PAGING_MESSAGES, PEOPLE_MESSAGES, STAFF_PAGE_SIZE } from "../../../app/lib/contract";
import { peselProbe } from "../../security/pesel-search";
import type { ApiContext } from "../context";
import { validationError } from "../http/errors";

export interface Paging<Order extends string> {
  number: number;
  size: number;
  order: Order;
}

export function pagingOf<Order extends string>(
  c: ApiContext,
  orders: readonly [Order, ...Order[]],
): { paging: Paging<Order>; problems: Record<string, string[]> } {
  const page = c.req.query("page")?.trim() || "1";
  const sort = c.req.query("sort")?.trim() || orders[0];
  const problems: Record<string, string[]> = {};
  if (!/^\d{1,5}$/.test(page) || Number(page) < 1) problems.page = [PAGING_MESSAGES.page];
  if (!orders.includes(sort as Order)) problems.sort = [PAGING_MESSAGES.order];
  return { paging: { number: Number(page), size: STAFF_PAGE_SIZE, order: sort as Order }, problems };
}

/** ?q=Kowal&page=2&sort=-name of a search by name: 2 to 100 characters. */
export function nameSearchOf(c: ApiContext) {
  const text = c.req.query("q")?.trim() ?? "";
  const { paging, problems } = pagingOf(c, NAME_ORDERS);
  if (text.length < 2 || text.length > 100) problems.q = [PEOPLE_MESSAGES.queryTooShort];
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return { search: { text, pesel: peselProbeOf(c, text) }, paging };
}

/** The hash to look for when what was typed can be the end of a PESEL or a whole one. */
export function peselProbeOf(c: ApiContext, text: string) {
  return peselProbe(text, c.get("deps").config.dataEncryptionKey);
}

/** One page of a list, in the contract's `pagedResponse` shape (camelCase: answer it through `toWire`). */
export function pageOf<Row, Item>(
  paging: Paging<string>,
  found: { count: number; rows: Row[] },
  item: (row: Row) => Item,
) {
  return { count: found.count, page: paging.number, pageSize: paging.size, results: found.rows.map(item) };
}
