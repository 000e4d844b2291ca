import { randomBytes } from "node:crypto";

import type { PolicyAdditions, PolicyDirective } from "./content-security";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

interface SecurityHeaderOptions {
  nonce: string;
  secure: boolean;
  additions?: PolicyAdditions;
}

/** DESIGN §5: `default-src 'none'`; inline scripts run only with the nonce. */
export function securityHeaders({ nonce, secure, additions = {} }: SecurityHeaderOptions): Record<string, string> {
  const extra = (directive: PolicyDirective) => (additions[directive] ?? []).map((source) => ` ${source}`).join("");
  const csp = [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'${extra("script-src")}`,
    // Style attributes stay refused.
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data:${extra("img-src")}`,
    "font-src 'self'",
    `connect-src 'self'${extra("connect-src")}`,
    `media-src 'self'${extra("media-src")}`,
    ...(additions["frame-src"]?.length ? [`frame-src${extra("frame-src")}`] : []),
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return { "Content-Security-Policy": csp, ...hardeningHeaders(secure) };
}

export function bareAnswerHeaders({ secure }: Pick<SecurityHeaderOptions, "secure">): Record<string, string> {
  return {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    ...hardeningHeaders(secure),
  };
}

function hardeningHeaders(secure: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)",
    ...(secure ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}

export function isSecureRequest(request: Request): boolean {
  return (
    new URL(request.url).protocol === "https:" ||
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  );
}
