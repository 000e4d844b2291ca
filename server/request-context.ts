// What belongs to the one web request being served, wherever its work runs
// (the web server, a loader, the in-process API, a database query): its id,
// which every log line carries and the BFF sends the API as X-Request-Id, and
// the count of database queries it cost (server/db/query-count.ts).
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestContext {
  requestId: string;
  queries: number;
}

// The server build and web/main.ts load this module each on its own: one store for both
// (app/lib/api/request-id.server.ts reads it under the same name).
const holder = globalThis as typeof globalThis & { __sportKlubyRequest?: AsyncLocalStorage<RequestContext> };
const store = (holder.__sportKlubyRequest ??= new AsyncLocalStorage<RequestContext>());

/** Runs `serve` as the request `context` is: what it starts, awaits or logs belongs to that request. */
export function inRequest<T>(context: RequestContext, serve: () => T): T {
  return store.run(context, serve);
}

/** The request being served, or undefined outside one (start-up, a timer, the outbox's worker). */
export function currentRequest(): RequestContext | undefined {
  return store.getStore();
}

/** An id a proxy or client may send: short, of safe characters (it goes into every log line). */
export function isUsableRequestId(id: string | undefined): id is string {
  return typeof id === "string" && /^[A-Za-z0-9._:-]{8,100}$/.test(id);
}
