// ?page=2&sort=-name of an office's list, each checked: a wrong value is a 400 at its name, never a silent default.
import { PAGING_MESSAGES, STAFF_PAGE_SIZE } from "../../../app/lib/contract";
import type { ApiContext } from "../context";

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

export function pageJson<Row, Item>(
  paging: Paging<string>,
  found: { count: number; rows: Row[] },
  item: (row: Row) => Item,
) {
  return { count: found.count, page: paging.number, page_size: paging.size, results: found.rows.map(item) };
}
