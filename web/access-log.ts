import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";

import type { RequestHandler } from "express";
import morgan from "morgan";

import { countingQueries, type QueryCount } from "../server/db/query-count";
import { isHealthCheck } from "./health";

/**
 * One line per request: method, path, status, size, time and the database
 * queries it cost. The query string is left out (ASVS V7.1.1): it carries
 * password-reset and first-password tokens, and what teachers search for.
 */
export function accessLog(stream: Writable): RequestHandler {
  const line = morgan<IncomingMessage & { originalUrl?: string }, ServerResponse & { queryCount?: QueryCount }>(
    (tokens, req, res) =>
      [
        tokens.method(req, res),
        pathOnly(req.originalUrl ?? req.url ?? "/"),
        tokens.status(req, res),
        tokens.res(req, res, "content-length") ?? "-",
        "-",
        tokens["response-time"](req, res),
        "ms",
        `db=${res.queryCount?.queries ?? 0}`,
      ].join(" "),
    { stream, skip: (req) => isHealthCheck(pathOnly(req.url ?? "/")) },
  );
  return (req, res, next) => {
    const count: QueryCount = { queries: 0 };
    (res as ServerResponse & { queryCount?: QueryCount }).queryCount = count;
    line(req, res, (error?: unknown) => countingQueries(count, () => next(error)));
  };
}

export function pathOnly(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}
