import type { RequestHandler } from "express";

import { REFUSALS, refuse } from "./refusals";

/** Pages are read with GET and HEAD; forms (and the app's fetchers) send POST. */
const ALLOWED = ["GET", "HEAD", "POST"];
const ALLOW = [...ALLOWED, "OPTIONS"].join(", ");

/**
 * Any other method (TRACE, PUT, DELETE, CONNECT, made-up ones) is answered
 * 405 with Allow before the app sees it (ASVS V13.1.x, V14.5.1): no route
 * has a meaning for it, and TRACE would echo a request back.
 */
export function allowedMethods(): RequestHandler {
  return (req, res, next) => {
    if (ALLOWED.includes(req.method)) return next();
    if (req.method === "OPTIONS") {
      res.status(204).set("Allow", ALLOW).end();
      return;
    }
    refuse(res, next, REFUSALS.method, { Allow: ALLOW });
  };
}
