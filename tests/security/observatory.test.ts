import {
  gradeOf,
  parseCsp,
  PROBE_ORIGIN,
  scoreCookies,
  scoreCors,
  scoreCrossOriginResourcePolicy,
  scoreCsp,
  scoreFrameOptions,
  scoreHsts,
  scoreReferrerPolicy,
  scoreResponse,
  scoreSri,
} from "./observatory";

const ORIGIN = "https://example.pl";

describe("the Observatory scorer", () => {
  it("grades as the published chart does", () => {
    expect([135, 100, 99, 90, 85, 80, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0].map(gradeOf)).toEqual([
      "A+",
      "A+",
      "A",
      "A",
      "A-",
      "B+",
      "B",
      "B-",
      "C+",
      "C",
      "C-",
      "D+",
      "D",
      "D-",
      "F",
      "F",
    ]);
  });

  it.each([
    [null, "csp-not-implemented", -25],
    ["default-src 'none'; default-src 'self'", "csp-header-invalid", -25],
    ["default-src 'self'; script-src 'self' 'unsafe-inline'", "csp-implemented-with-unsafe-inline", -20],
    ["default-src 'self'; script-src 'self' 'unsafe-inline' 'nonce-abc'", "csp-implemented-with-no-unsafe", 5],
    ["default-src 'self'; script-src http://cdn.example.com", "csp-implemented-with-insecure-scheme", -20],
    ["default-src 'self'; script-src 'self' data:", "csp-implemented-with-insecure-scheme", -20],
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", "csp-implemented-with-unsafe-eval", -10],
    ["default-src 'self'; img-src http:", "csp-implemented-with-insecure-scheme-in-passive-content-only", -10],
    ["default-src 'self'; style-src 'self' 'unsafe-inline'", "csp-implemented-with-unsafe-inline-in-style-src-only", 0],
    ["default-src 'self'", "csp-implemented-with-no-unsafe", 5],
    [
      "default-src 'none'; script-src 'self' 'nonce-abc'; img-src 'self' data:",
      "csp-implemented-with-no-unsafe-default-src-none",
      10,
    ],
  ])("CSP %s → %s", (header, result, modifier) => {
    expect(scoreCsp(header)).toMatchObject({ result, modifier });
  });

  it("parses directives case-insensitively and keeps source values", () => {
    expect(parseCsp("Default-Src 'NONE'; img-src https://a.example")?.get("default-src")).toEqual(["'none'"]);
    expect(parseCsp("   ;  ")).toBeUndefined();
  });

  it.each([
    [[], false, "cookies-not-found", 0],
    [
      ["token=a; Path=/; HttpOnly; Secure; SameSite=Lax", "theme=b; Secure; SameSite=Strict"],
      true,
      "cookies-secure-with-httponly-sessions-and-samesite",
      5,
    ],
    [
      ["token=a; Path=/; HttpOnly; Secure", "theme=b; Secure; SameSite=Lax"],
      true,
      "cookies-secure-with-httponly-sessions",
      0,
    ],
    [["token=a; HttpOnly; SameSite=Lax"], false, "cookies-session-without-secure-flag", -40],
    [["token=a; HttpOnly; SameSite=Lax"], true, "cookies-session-without-secure-flag-but-protected-by-hsts", -10],
    [["sessionid=a; Secure; SameSite=Lax"], true, "cookies-session-without-httponly-flag", -30],
    [["theme=a; SameSite=Lax"], false, "cookies-without-secure-flag", -20],
    [["theme=a; SameSite=Lax"], true, "cookies-without-secure-flag-but-protected-by-hsts", -5],
    [["csrftoken=a; Secure; HttpOnly"], true, "cookies-anticsrf-without-samesite-flag", -20],
    [["theme=a; Secure; SameSite=Sometimes"], true, "cookies-samesite-flag-invalid", -20],
  ])("cookies %j (HSTS %s) → %s", (cookies, hsts, result, modifier) => {
    expect(scoreCookies(cookies, hsts)).toMatchObject({ result, modifier });
  });

  it("scores CORS: none, public, restricted, and reflecting any origin with credentials", () => {
    expect(scoreCors(new Headers()).modifier).toBe(0);
    expect(scoreCors(new Headers({ "access-control-allow-origin": "*" })).result).toContain("public-access");
    expect(scoreCors(new Headers({ "access-control-allow-origin": "https://a.example" })).result).toContain(
      "restricted-access",
    );
    expect(
      scoreCors(
        new Headers({ "access-control-allow-origin": PROBE_ORIGIN, "access-control-allow-credentials": "true" }),
      ),
    ).toMatchObject({ result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 });
  });

  it.each([
    [null, "referrer-policy-not-implemented", 0],
    ["strict-origin-when-cross-origin", "referrer-policy-private", 5],
    ["no-referrer", "referrer-policy-private", 5],
    ["unsafe-url, same-origin", "referrer-policy-private", 5],
    ["no-referrer-when-downgrade", "referrer-policy-no-referrer-when-downgrade", 0],
    ["origin-when-cross-origin", "referrer-policy-unsafe", -5],
    ["nonsense", "referrer-policy-header-invalid", -5],
  ])("Referrer-Policy %s → %s", (header, result, modifier) => {
    expect(scoreReferrerPolicy(header)).toMatchObject({ result, modifier });
  });

  it.each([
    [null, false, "hsts-not-implemented-no-https", -20],
    [null, true, "hsts-not-implemented", -20],
    ["includeSubDomains", true, "hsts-header-invalid", -20],
    ["max-age=86400", true, "hsts-implemented-max-age-less-than-six-months", -10],
    ["max-age=63072000; includeSubDomains; preload", true, "hsts-implemented-max-age-at-least-six-months", 0],
  ])("HSTS %s over https=%s → %s", (header, https, result, modifier) => {
    expect(scoreHsts(header, https)).toMatchObject({ result, modifier });
  });

  it("scores SRI only for scripts from other origins", () => {
    const html = "text/html; charset=utf-8";
    expect(scoreSri(undefined, ORIGIN, "application/json").result).toBe("sri-not-implemented-response-not-html");
    expect(scoreSri("<p>hi</p><script>inline()</script>", ORIGIN, html).result).toBe(
      "sri-not-implemented-but-no-scripts-loaded",
    );
    expect(scoreSri('<script src="/build/a.js"></script>', ORIGIN, html).modifier).toBe(0);
    expect(scoreSri('<script src="https://cdn.example/a.js"></script>', ORIGIN, html).modifier).toBe(-5);
    expect(
      scoreSri('<script src="https://cdn.example/a.js" integrity="sha384-x"></script>', ORIGIN, html).modifier,
    ).toBe(5);
    expect(scoreSri('<script src="http://cdn.example/a.js"></script>', ORIGIN, html).modifier).toBe(-50);
  });

  it("prefers frame-ancestors to X-Frame-Options", () => {
    expect(scoreFrameOptions(null, "frame-ancestors 'none'").modifier).toBe(5);
    expect(scoreFrameOptions("DENY", null).modifier).toBe(0);
    expect(scoreFrameOptions(null, "default-src 'self'").modifier).toBe(-20);
    expect(scoreFrameOptions("yes please", null).result).toBe("x-frame-options-header-invalid");
  });

  it("accepts the three CORP values and penalises anything else", () => {
    expect(scoreCrossOriginResourcePolicy("same-origin").modifier).toBe(0);
    expect(scoreCrossOriginResourcePolicy(null).modifier).toBe(0);
    expect(scoreCrossOriginResourcePolicy("nobody").modifier).toBe(-5);
  });

  it("adds bonuses only when the penalties leave at least 90", () => {
    const strong = new Headers({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "strict-transport-security": "max-age=31536000",
      "content-type": "text/html",
    });
    expect(scoreResponse({ headers: strong, setCookies: [], https: true, html: "", origin: ORIGIN }).score).toBe(120);
    // Over http the missing HSTS costs 20: 80 leaves no room for the 20 bonus points.
    expect(scoreResponse({ headers: strong, setCookies: [], https: false, html: "", origin: ORIGIN }).score).toBe(80);
    expect(scoreResponse({ headers: new Headers(), setCookies: [], https: true, origin: ORIGIN })).toMatchObject({
      score: 30,
      grade: "D",
    });
  });
});
