import type { RequestHandler } from "express";

import { isCrossSite } from "../app/lib/http/same-origin.server";
import { REFUSALS, refuse } from "./refusals";

/**
 * A POST that a browser says came from another site is refused with 403
 * and a Polish page (ASVS V4.2.2, V13.2.3), before Remix's own origin check
 * would throw a 500 for it. The host compared is the one the browser used:
 * a trusted proxy's X-Forwarded-Host when the proxy rewrites Host
 * (web/forwarding.ts has already made that header true); the scheme is
 * HTTPS only directly or by a trusted proxy's X-Forwarded-Proto.
 */
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
