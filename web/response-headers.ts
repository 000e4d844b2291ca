import type { Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";

import { bareAnswerHeaders } from "../app/lib/http/security-headers.server";

/**
 * Every answer leaves with the hardening headers (ASVS V14.4): the app's
 * pages carry their own (a policy with the request's nonce), and whatever
 * they lack (static files, redirects, bare answers, the door's refusals) is
 * filled in just before the headers are written. Over HTTPS (directly or
 * by a trusted proxy's word) every cookie is Secure (ASVS V3.4.1), whichever
 * part of the app set it.
 */
export function securityHeadersOnEveryAnswer(): RequestHandler {
  return (req, res, next) => {
    onHeaders(res, () => {
      for (const [name, value] of Object.entries(bareAnswerHeaders({ secure: req.secure }))) {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
      const cookies = res.getHeader("set-cookie");
      if (req.secure && cookies !== undefined)
        res.setHeader("Set-Cookie", [cookies].flat().map(String).map(secureCookie));
    });
    next();
  };
}

export function secureCookie(line: string): string {
  return /;\s*secure\s*(;|$)/i.test(line) ? line : `${line}; Secure`;
}

/**
 * An answer to a request that carries cookies (a teacher's session, a kept
 * form, a preference) or that sets them is personal: no cache, shared or the
 * browser's own, keeps it (ASVS V8.2.1), so after logging out the Back button
 * shows nothing of the previous teacher. Every answer the app makes depends
 * on the cookies it was sent, which Vary says to any cache on the way.
 */
export function privateWhenPersonal(): RequestHandler {
  return (req, res, next) => {
    keepPrivateWhenPersonal(req, res);
    next();
  };
}

/** The same, for an answer made outside the middleware chain (web/error-pages.ts). */
export function keepPrivateWhenPersonal(req: Request, res: Response): void {
  onHeaders(res, () => {
    res.vary("Cookie");
    if (req.get("cookie") || res.hasHeader("set-cookie")) res.setHeader("Cache-Control", "private, no-store");
  });
}

/**
 * An answer to an address with a secret in it (a password link, a calendar
 * feed: web/secret-addresses.ts) is kept by no cache, shared or the browser's own, whatever it is: the
 * page, its ?_data= answer, an error, a refusal (ASVS V8.2.1, V8.1.1). The
 * next person at a shared computer finds no copy of it.
 */
export function noStoreWithSecret(carriesSecret: (url: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if (carriesSecret(req.originalUrl))
      onHeaders(res, () => {
        if (!/\bno-store\b/.test(String(res.getHeader("Cache-Control") ?? "")))
          res.setHeader("Cache-Control", "no-store");
      });
    next();
  };
}
