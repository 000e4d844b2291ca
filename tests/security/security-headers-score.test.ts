// The web server's answers scored with the Observatory's rules (QUALITY.md
// "Headers", issue 13 item 19: ≥ 120 for pages and the login, A+ for every
// other kind of answer), through the front door of `npm start` behind one
// trusted proxy that says the request came over HTTPS, as a TLS proxy does.
import { BROWSER_UA, type RunningWebServer, startWebServer } from "../support/web-server";
import { PROBE_ORIGIN, type Score, scoreResponse } from "./observatory";

const ORIGIN = "https://localhost:3000";
const HTTPS = { "x-forwarded-proto": "https", "x-forwarded-host": "localhost:3000" };
const PAGE_MINIMUM = 120;

let door: RunningWebServer;
beforeAll(async () => {
  door = await startWebServer({ trustedHops: 1 });
});
afterAll(() => door?.close());

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(door.url + path, { headers: { "user-agent": BROWSER_UA, ...HTTPS, ...headers }, redirect: "manual" });
}

async function scored(response: Response, setCookies = response.headers.getSetCookie()): Promise<Score> {
  const html = response.headers.get("content-type")?.includes("text/html") ? await response.text() : undefined;
  return scoreResponse({ headers: response.headers, setCookies, https: true, html, origin: ORIGIN });
}

function explain(score: Score): string {
  return score.results.map(({ result, modifier }) => `${modifier >= 0 ? "+" : ""}${modifier} ${result}`).join("\n");
}

describe("security headers scored with Mozilla Observatory's rules", () => {
  it.each(["/", "/agenda", "/logowanie"])("%s scores at least 120 (A+)", async (path) => {
    const response = await get(path, { origin: PROBE_ORIGIN });
    expect(response.status).toBe(200);
    const score = await scored(response);
    expect(score.score, explain(score)).toBeGreaterThanOrEqual(PAGE_MINIMUM);
    expect(score.grade).toBe("A+");
  });

  // Like the Observatory, which follows redirects: the headers of the page the
  // login lands on, the cookies set anywhere on the way.
  it("the login answer, with its session cookies, scores at least 120 (A+)", async () => {
    const login = await fetch(door.url + "/logowanie", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: "anna.nowak@example.pl", password: "Demo#Haslo1", redirectTo: "/konto" }),
      headers: {
        "user-agent": BROWSER_UA,
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        ...HTTPS,
      },
    });
    expect(login.status).toBe(302);
    const loginCookies = login.headers.getSetCookie();
    expect(loginCookies.map((line) => line.split("=")[0])).toEqual(expect.arrayContaining(["token", "refresh_token"]));
    const cookie = loginCookies.map((line) => line.split(";")[0]).join("; ");
    const landing = await get(login.headers.get("location")!, { cookie });
    expect(landing.status).toBe(200);
    const score = await scored(landing, [...loginCookies, ...landing.headers.getSetCookie()]);
    for (const line of loginCookies) {
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Lax/i);
    }
    expect(score.score, explain(score)).toBeGreaterThanOrEqual(PAGE_MINIMUM);
  });

  it.each([
    ["a redirect", "/konto", 302],
    ["the 404 page", "/nie-ma-takiej-strony", 404],
    ["a ?_data= answer", "/agenda?_data=root", 200],
    ["a static file", "/icon.svg", 200],
  ] as const)("%s scores A+", async (_name, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const score = await scored(response);
    expect(score.grade, explain(score)).toBe("A+");
  });

  it("over plain http the same pages still pass every test but HSTS", async () => {
    const response = await fetch(door.url + "/", { headers: { "user-agent": BROWSER_UA } });
    const score = scoreResponse({
      headers: response.headers,
      setCookies: [],
      https: false,
      html: await response.text(),
      origin: door.url,
    });
    const failing = score.results.filter(({ modifier }) => modifier < 0).map(({ result }) => result);
    expect(failing).toEqual(["hsts-not-implemented-no-https"]);
  });
});
