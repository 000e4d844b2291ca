import type { RequestHandler } from "express";

import { REFUSALS, refuse } from "./refusals";

const ALLOWED = ["GET", "HEAD", "POST"];
const ALLOW = [...ALLOWED, "OPTIONS"].join(", ");

/** Any other method is answered 405 with Allow (ASVS V13.1, V14.5.1); TRACE would echo the request. */
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
