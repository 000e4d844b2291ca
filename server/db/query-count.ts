// How many database queries one web request costs: the web server opens a
// count for each request it serves (web/server.ts) and the access log shows
// it, so an N+1 loop shows up in the log and in the bench (issue 16).
import { AsyncLocalStorage } from "node:async_hooks";

import type { Logger } from "drizzle-orm/logger";

export interface QueryCount {
  queries: number;
}

// The server build and web/main.ts load this module each on its own: one store for both.
const holder = globalThis as typeof globalThis & { __sportKlubyQueryCount?: AsyncLocalStorage<QueryCount> };
const store = (holder.__sportKlubyQueryCount ??= new AsyncLocalStorage<QueryCount>());

/** Runs `serve` with a fresh count that every query made on its behalf adds to. */
export function countingQueries<T>(count: QueryCount, serve: () => T): T {
  return store.run(count, serve);
}

/** Drizzle's logger: counts each query of the request under way (outside one, nothing). */
export const queryCounter: Logger = {
  logQuery() {
    const count = store.getStore();
    if (count) count.queries += 1;
  },
};
