import { randomBytes } from "node:crypto";

import type { PolicyAdditions, PolicyDirective } from "./content-security";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

interface SecurityHeaderOptions {
  nonce: string;
  /** The request arrived over HTTPS (directly or via a proxy that says so). */
  secure: boolean;
  /** Hosts this page's screens need besides the site (route handles' contentSecurity). */
  additions?: PolicyAdditions;
}

/**
 * Headers of DESIGN §5 for every document and data response. `default-src
 * 'none'` makes every resource type an explicit decision; inline scripts run
 * only with the per-request nonce.
 */
export function securityHeaders({ nonce, secure, additions = {} }: SecurityHeaderOptions): Record<string, string> {
  const extra = (directive: PolicyDirective) => (additions[directive] ?? []).map((source) => ` ${source}`).join("");
  const csp = [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'${extra("script-src")}`,
    // The site's stylesheet is set into the page (lib/stylesheet.tsx) with the nonce; style attributes stay refused.
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data:${extra("img-src")}`,
    "font-src 'self'",
    `connect-src 'self'${extra("connect-src")}`,
    `media-src 'self'${extra("media-src")}`,
    // Frames stay under default-src 'none' unless a screen embeds one.
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

/**
 * The same hardening for answers that are not the app's pages: static
 * files, redirects, bare answers to crawlers and the web server's own
 * refusals. Nothing in them may load or run anything.
 */
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

/** HTTPS directly, or behind a proxy that says so. */
export function isSecureRequest(request: Request): boolean {
  return (
    new URL(request.url).protocol === "https:" ||
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  );
}
