// The production build's responses scored with the Observatory's rules
// (QUALITY.md "Headers": ≥ 110, A+). HTTPS is simulated the way a TLS proxy
// announces it, with X-Forwarded-Proto, which the app honours.
import { loadAppHandler } from "../support/app-build";
import { PROBE_ORIGIN, scoreResponse, type Score } from "./observatory";

const request = await loadAppHandler();
const ORIGIN = "https://localhost:3000";
const MINIMUM = 110;

async function scored(response: Response): Promise<Score> {
  const html = response.headers.get("content-type")?.includes("text/html") ? await response.text() : undefined;
  return scoreResponse({
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
    https: true,
    html,
    origin: ORIGIN,
  });
}

function explain(score: Score): string {
  return score.results.map(({ result, modifier }) => `${modifier >= 0 ? "+" : ""}${modifier} ${result}`).join("\n");
}

describe("security headers scored with Mozilla Observatory's rules", () => {
  it.each(["/", "/agenda", "/logowanie"])("%s scores at least 110 (A+)", async (path) => {
    const response = await request(path, { headers: { "x-forwarded-proto": "https", origin: PROBE_ORIGIN } });
    expect(response.status).toBe(200);
    const score = await scored(response);
    expect(score.score, explain(score)).toBeGreaterThanOrEqual(MINIMUM);
    expect(score.grade).toBe("A+");
  });

  // Like the Observatory, which follows redirects: the headers of the page the
  // login lands on, the cookies set anywhere on the way.
  it("the login answer, with its session cookies, scores at least 110 (A+)", async () => {
    const https = { origin: ORIGIN, "x-forwarded-proto": "https" };
    const login = await request("/logowanie", {
      method: "POST",
      body: new URLSearchParams({ email: "anna.nowak@example.pl", password: "Demo#Haslo1", redirectTo: "/konto" }),
      headers: { "content-type": "application/x-www-form-urlencoded", ...https },
    });
    expect(login.status).toBe(302);
    const loginCookies = login.headers.getSetCookie();
    expect(loginCookies.map((line) => line.split("=")[0])).toEqual(expect.arrayContaining(["token", "refresh_token"]));
    const cookieHeader = loginCookies.map((line) => line.split(";")[0]).join("; ");
    const landing = await request(login.headers.get("location")!, {
      headers: { cookie: cookieHeader, "x-forwarded-proto": "https" },
    });
    expect(landing.status).toBe(200);
    const html = await landing.text();
    const score = scoreResponse({
      headers: landing.headers,
      setCookies: [...loginCookies, ...landing.headers.getSetCookie()],
      https: true,
      html,
      origin: ORIGIN,
    });
    // The session cookies themselves carry every flag; the toast cookie is Secure only with
    // COOKIE_SECURE (it costs 5 points as "protected by HSTS"), which the score absorbs.
    for (const line of loginCookies.filter((cookie) => /^(?:refresh_)?token=/.test(cookie))) {
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Lax/i);
    }
    console.info(`login → ${login.headers.get("location")}: ${score.score} (${score.grade})\n${explain(score)}`);
    expect(score.score, explain(score)).toBeGreaterThanOrEqual(MINIMUM);
  });

  it("over plain http the same pages still pass every test but HSTS", async () => {
    const response = await request("/");
    const score = scoreResponse({
      headers: response.headers,
      setCookies: [],
      https: false,
      html: await response.text(),
      origin: "http://localhost:3000",
    });
    const failing = score.results.filter(({ modifier }) => modifier < 0).map(({ result }) => result);
    expect(failing).toEqual(["hsts-not-implemented-no-https"]);
  });
});
