import type { RequestHandler } from "express";

import { isCrossSite } from "../app/lib/http/same-origin.server";
import { REFUSALS, refuse } from "./refusals";

/** A cross-site POST gets 403 and a Polish page before Remix's origin check throws a 500 (ASVS V4.2.2, V13.2.3). */
export function sameOriginForms(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const host = req.get("x-forwarded-host") ?? req.get("host");
    const provenance = { fetchSite: req.get("sec-fetch-site"), origin: req.get("origin"), host, secure: req.secure };
    if (isCrossSite(provenance)) {
      return refuse(res, next, REFUSALS.crossSite);
    }
    next();
  };
}
