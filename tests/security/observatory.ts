/**
 * A small re-implementation of the MDN HTTP Observatory scoring
 * (https://github.com/mozilla/http-observatory/blob/main/httpobs/docs/scoring.md,
 * the 2024 rules: baseline 100, bonuses only when the score without them is
 * at least 90, highest possible 135), applied to the headers and cookies of
 * responses we already hold, so it runs offline against the production build.
 *
 * Tests that need the outside world are marked not applicable (modifier 0):
 * redirection from http to https (there is no http→https hop on localhost),
 * HSTS preloading (a list lookup), and SRI for same-origin scripts (scored as
 * "all scripts loaded from a similar origin", 0).
 *
 * One deliberate difference: the Observatory treats a cookie as a session
 * cookie only when its name contains "sess" or "login"; we also count names
 * containing "token" or "auth", because our session is `token` and
 * `refresh_token`. That can only make the score stricter.
 */

interface ScoredResponse {
  /** Lower-case header names; Set-Cookie lines separately in `setCookies`. */
  headers: Headers;
  setCookies: string[];
  /** The response came over HTTPS (or its proxy said so). */
  https: boolean;
  /** The body, when it is HTML, for the SRI test. */
  html?: string;
  /** The page's own origin, e.g. "http://localhost:3000". */
  origin: string;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Score {
  score: number;
  grade: string;
  results: TestResult[];
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function gradeOf(score: number): string {
  return GRADES.find(([min]) => score >= min)![1];
}

type Directives = Map<string, string[]>;

/** Parses a CSP header; undefined when it cannot be parsed (duplicate or empty directives). */
export function parseCsp(header: string): Directives | undefined {
  const directives: Directives = new Map();
  for (const part of header.split(";")) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) continue;
    const name = tokens[0]!.toLowerCase();
    if (!/^[a-z-]+$/.test(name) || directives.has(name)) return undefined;
    directives.set(
      name,
      tokens.slice(1).map((token) => (token.startsWith("'") ? token.toLowerCase() : token)),
    );
  }
  return directives.size > 0 ? directives : undefined;
}

const SCRIPT_DIRECTIVES = ["script-src", "script-src-elem", "script-src-attr"];
const ACTIVE_DIRECTIVES = [
  ...SCRIPT_DIRECTIVES,
  "object-src",
  "connect-src",
  "frame-src",
  "worker-src",
  "child-src",
  "style-src",
];
const PASSIVE_DIRECTIVES = ["img-src", "media-src", "font-src"];

function effective(directives: Directives, name: string): string[] {
  return (
    directives.get(name) ??
    (name.startsWith("script-src-") ? directives.get("script-src") : undefined) ??
    directives.get("default-src") ??
    []
  );
}

/** Plain http/ftp sources (or any source at all) let a network attacker supply the resource. */
function allowsInsecureScheme(sources: string[]): boolean {
  return sources.some((source) => /^(?:http:|ftp:)/i.test(source) || source === "*");
}

export function scoreCsp(header: string | null): TestResult {
  const test = "content-security-policy";
  if (!header) return { test, result: "csp-not-implemented", modifier: -25 };
  const directives = parseCsp(header);
  if (!directives) return { test, result: "csp-header-invalid", modifier: -25 };

  // A nonce, a hash or 'strict-dynamic' makes browsers ignore 'unsafe-inline' in scripts.
  const scriptUnsafeInline = SCRIPT_DIRECTIVES.some((name) => {
    const sources = effective(directives, name);
    const neutralised = sources.some((source) => /^'(?:nonce-|sha(?:256|384|512)-|strict-dynamic')/.test(source));
    return sources.includes("'unsafe-inline'") && !neutralised;
  });
  if (scriptUnsafeInline) return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  const activeSources = ACTIVE_DIRECTIVES.map((name) => effective(directives, name));
  if (
    activeSources.some(allowsInsecureScheme) ||
    SCRIPT_DIRECTIVES.some((name) => effective(directives, name).includes("data:"))
  ) {
    return { test, result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  }
  if (SCRIPT_DIRECTIVES.some((name) => effective(directives, name).includes("'unsafe-eval'"))) {
    return { test, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  }
  if (PASSIVE_DIRECTIVES.some((name) => allowsInsecureScheme(effective(directives, name)))) {
    return { test, result: "csp-implemented-with-insecure-scheme-in-passive-content-only", modifier: -10 };
  }
  if (effective(directives, "style-src").includes("'unsafe-inline'")) {
    return { test, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  }
  const defaultNone = (directives.get("default-src") ?? []).join(" ") === "'none'";
  return defaultNone
    ? { test, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 }
    : { test, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | undefined;
  /** Max-Age=0 or an expiry in the past: the cookie is being deleted. */
  deleted: boolean;
}

function parseSetCookie(line: string): Cookie {
  const [pair, ...attributes] = line.split(";");
  const name = pair!.split("=")[0]!.trim();
  const cookie: Cookie = { name, secure: false, httpOnly: false, sameSite: undefined, deleted: false };
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.trim().split("=");
    const value = rest.join("=").trim();
    switch (key!.toLowerCase()) {
      case "secure":
        cookie.secure = true;
        break;
      case "httponly":
        cookie.httpOnly = true;
        break;
      case "samesite":
        cookie.sameSite = value.toLowerCase();
        break;
      case "max-age":
        if (Number(value) <= 0) cookie.deleted = true;
        break;
      case "expires":
        if (Date.parse(value) < Date.now()) cookie.deleted = true;
        break;
    }
  }
  return cookie;
}

const SESSION_COOKIE = /sess|login|token|auth/i;

export function scoreCookies(setCookies: string[], hstsProtected: boolean): TestResult {
  const test = "cookies";
  const cookies = setCookies.map(parseSetCookie);
  if (cookies.length === 0) return { test, result: "cookies-not-found", modifier: 0 };
  const session = cookies.filter((cookie) => SESSION_COOKIE.test(cookie.name));
  if (cookies.some((cookie) => cookie.sameSite !== undefined && !["strict", "lax", "none"].includes(cookie.sameSite))) {
    return { test, result: "cookies-samesite-flag-invalid", modifier: -20 };
  }
  if (session.some((cookie) => !cookie.secure)) {
    return hstsProtected
      ? { test, result: "cookies-session-without-secure-flag-but-protected-by-hsts", modifier: -10 }
      : { test, result: "cookies-session-without-secure-flag", modifier: -40 };
  }
  if (session.some((cookie) => !cookie.httpOnly))
    return { test, result: "cookies-session-without-httponly-flag", modifier: -30 };
  if (cookies.some((cookie) => /csrf/i.test(cookie.name) && !cookie.sameSite)) {
    return { test, result: "cookies-anticsrf-without-samesite-flag", modifier: -20 };
  }
  if (cookies.some((cookie) => !cookie.secure)) {
    return hstsProtected
      ? { test, result: "cookies-without-secure-flag-but-protected-by-hsts", modifier: -5 }
      : { test, result: "cookies-without-secure-flag", modifier: -20 };
  }
  return cookies.every((cookie) => cookie.sameSite !== undefined)
    ? { test, result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { test, result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

/** The foreign origin the Observatory sends to see whether a server reflects any origin. */
export const PROBE_ORIGIN = "https://http-observatory.security.mozilla.org";

export function scoreCors(headers: Headers): TestResult {
  const test = "cross-origin-resource-sharing";
  const allowed = headers.get("access-control-allow-origin")?.trim();
  if (!allowed) return { test, result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (allowed === "*") {
    return { test, result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 };
  }
  // Reflecting the prober's origin, with credentials, is access for every site.
  return headers.get("access-control-allow-credentials") === "true" && (allowed === PROBE_ORIGIN || allowed === "null")
    ? { test, result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 }
    : { test, result: "cross-origin-resource-sharing-implemented-with-restricted-access", modifier: 0 };
}

const PRIVATE_REFERRERS = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const UNSAFE_REFERRERS = ["origin", "origin-when-cross-origin", "unsafe-url"];

export function scoreReferrerPolicy(header: string | null): TestResult {
  const test = "referrer-policy";
  if (!header) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  // The browser uses the last value it understands.
  const values = header.split(",").map((value) => value.trim().toLowerCase());
  const known = values.filter((value) =>
    [...PRIVATE_REFERRERS, ...UNSAFE_REFERRERS, "no-referrer-when-downgrade"].includes(value),
  );
  const last = known.at(-1);
  if (!last) return { test, result: "referrer-policy-header-invalid", modifier: -5 };
  if (PRIVATE_REFERRERS.includes(last)) return { test, result: "referrer-policy-private", modifier: 5 };
  if (last === "no-referrer-when-downgrade")
    return { test, result: "referrer-policy-no-referrer-when-downgrade", modifier: 0 };
  return { test, result: "referrer-policy-unsafe", modifier: -5 };
}

const SIX_MONTHS = 15_768_000;

export function scoreHsts(header: string | null, https: boolean): TestResult {
  const test = "strict-transport-security";
  if (!https) return { test, result: "hsts-not-implemented-no-https", modifier: -20 };
  if (!header) return { test, result: "hsts-not-implemented", modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header);
  if (!maxAge) return { test, result: "hsts-header-invalid", modifier: -20 };
  // hsts-preloaded (+5) needs the browsers' preload list: not applicable on localhost.
  return Number(maxAge[1]) >= SIX_MONTHS
    ? { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 }
    : { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

export function scoreSri(html: string | undefined, origin: string, contentType: string | null): TestResult {
  const test = "subresource-integrity";
  if (html === undefined || !contentType?.includes("text/html"))
    return { test, result: "sri-not-implemented-response-not-html", modifier: 0 };
  const sources = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => ({ tag: match[0], src: /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(match[0])?.[1] }))
    .filter((script): script is { tag: string; src: string } => script.src !== undefined);
  if (sources.length === 0) return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  const external = sources.filter(({ src }) => new URL(src, origin).origin !== origin);
  if (external.length === 0)
    return { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  const secure = external.every(({ src }) => new URL(src, origin).protocol === "https:");
  const withIntegrity = external.every(({ tag }) => /\bintegrity\s*=/i.test(tag));
  if (withIntegrity) {
    return secure
      ? { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 }
      : { test, result: "sri-implemented-but-external-scripts-not-loaded-securely", modifier: -20 };
  }
  return secure
    ? { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 }
    : { test, result: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 };
}

function scoreContentTypeOptions(header: string | null): TestResult {
  const test = "x-content-type-options";
  if (!header) return { test, result: "x-content-type-options-not-implemented", modifier: -5 };
  return header.trim().toLowerCase() === "nosniff"
    ? { test, result: "x-content-type-options-nosniff", modifier: 0 }
    : { test, result: "x-content-type-options-header-invalid", modifier: -5 };
}

export function scoreFrameOptions(xfo: string | null, csp: string | null): TestResult {
  const test = "x-frame-options";
  const directives = csp ? parseCsp(csp) : undefined;
  if (directives?.has("frame-ancestors")) return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  if (!xfo) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  const value = xfo.trim().toLowerCase();
  if (value === "deny" || value === "sameorigin")
    return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  if (value.startsWith("allow-from ")) return { test, result: "x-frame-options-allow-from-origin", modifier: 0 };
  return { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

export function scoreCrossOriginResourcePolicy(header: string | null): TestResult {
  const test = "cross-origin-resource-policy";
  if (!header) return { test, result: "corp-not-implemented", modifier: 0 };
  const value = header.trim().toLowerCase();
  if (["same-origin", "same-site", "cross-origin"].includes(value))
    return { test, result: `corp-implemented-with-${value}`, modifier: 0 };
  return { test, result: "corp-header-invalid", modifier: -5 };
}

/** Redirection is scored from the http:// entry point, which a loopback server does not have. */
const REDIRECTION_NOT_APPLICABLE: TestResult = {
  test: "redirection",
  result: "redirection-not-applicable-on-localhost",
  modifier: 0,
};

/** All tests of one response, then the Observatory's sum: penalties always, bonuses only from 90 up. */
export function scoreResponse(response: ScoredResponse): Score {
  const { headers } = response;
  const hsts = scoreHsts(headers.get("strict-transport-security"), response.https);
  const results = [
    scoreCsp(headers.get("content-security-policy")),
    scoreCookies(response.setCookies, hsts.modifier === 0),
    scoreCors(headers),
    REDIRECTION_NOT_APPLICABLE,
    scoreReferrerPolicy(headers.get("referrer-policy")),
    hsts,
    scoreSri(response.html, response.origin, headers.get("content-type")),
    scoreContentTypeOptions(headers.get("x-content-type-options")),
    scoreFrameOptions(headers.get("x-frame-options"), headers.get("content-security-policy")),
    scoreCrossOriginResourcePolicy(headers.get("cross-origin-resource-policy")),
  ];
  const penalties = results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 100);
  const bonuses = results.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  return { score, grade: gradeOf(score), results };
}
