import type { Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";

import { bareAnswerHeaders } from "../app/lib/http/security-headers.server";

/** Hardening headers on every answer, Secure cookies over HTTPS (ASVS V14.4, V3.4.1). */
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

/** An answer with cookies in or out is cached nowhere, so Back after logout shows nothing (ASVS V8.2.1). */
export function privateWhenPersonal(): RequestHandler {
  return (req, res, next) => {
    keepPrivateWhenPersonal(req, res);
    next();
  };
}

export function keepPrivateWhenPersonal(req: Request, res: Response): void {
  onHeaders(res, () => {
    res.vary("Cookie");
    if (req.get("cookie") || res.hasHeader("set-cookie")) res.setHeader("Cache-Control", "private, no-store");
  });
}

/** An address with a secret in it is cached nowhere, whatever the answer (ASVS V8.2.1, V8.1.1). */
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
