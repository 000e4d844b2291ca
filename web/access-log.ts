import type { Writable } from "node:stream";

import type { RequestHandler } from "express";
import morgan from "morgan";

/**
 * One line per request: method, path, status, size and time. The query
 * string is left out (ASVS V7.1.1): it carries password-reset and
 * first-password tokens, and what teachers search for.
 */
export function accessLog(stream: Writable): RequestHandler {
  return morgan(
    (tokens, req, res) =>
      [
        tokens.method(req, res),
        pathOnly(req.originalUrl ?? req.url ?? "/"),
        tokens.status(req, res),
        tokens.res(req, res, "content-length") ?? "-",
        "-",
        tokens["response-time"](req, res),
        "ms",
      ].join(" "),
    { stream },
  );
}

export function pathOnly(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}
