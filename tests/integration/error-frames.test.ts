import { generate } from "otplib";

import { loadAppHandler, routePatterns } from "../support/app-build";

const request = await loadAppHandler();

/** The demo accounts (server/db/demo-data.ts, and the README). */
const DEMO_PASSWORD = "Demo#Haslo1";
const DEMO_STAFF_TOTP_SECRET = "KRUGS4ZANFZSA5DIMUQGIZLNN4QGWZLZ";

function cookiesOf(response: Response, before = ""): string {
  const jar = new Map(before ? before.split("; ").map((pair) => pair.split("=", 2) as [string, string]) : []);
  for (const cookie of response.headers.getSetCookie()) {
    const [name, value] = cookie.split(";")[0].split("=", 2);
    jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A form posted from the site itself, as the login page's is. */
function post(path: string, fields: Record<string, string>, cookie = "") {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost:3000",
      "sec-fetch-site": "same-origin",
      cookie,
    },
  });
}

async function logIn(email: string): Promise<string> {
  const response = await post("/logowanie", { email, password: DEMO_PASSWORD, redirectTo: "/konto" });
  expect(response.status, "login").toBe(302);
  return cookiesOf(response);
}

/** The demo office, its session confirmed with the authenticator's code (a fresh database: the code is unused). */
async function logInToOffice(): Promise<string> {
  const cookie = await logIn("biuro@example.pl");
  const code = await generate({ secret: DEMO_STAFF_TOTP_SECRET });
  const confirmed = await post("/logowanie/kod?redirectTo=%2Fbiuro", { code }, cookie);
  expect(confirmed.headers.get("location"), "the code").toBe("/biuro");
  return cookiesOf(confirmed, cookie);
}

async function page(path: string, cookie: string) {
  const response = await request(path, { headers: { cookie } });
  return { status: response.status, html: await response.text() };
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const OFFICE_NAVIGATION = '<nav class="staff__nav" aria-label="Biuro programu">';
/** The error in a screen's place: inside the page's layout (and the office's frame), not the error layout. */
const FRAMED_ERROR = '<div class="layout-error layout-error--framed">';

describe("an error inside the account's and the office's screens renders inside their frame", () => {
  it("every account screen and the office's layout have their boundary", () => {
    const screens = routePatterns(request.routes).filter(
      ({ id, pattern }) => pattern.startsWith("/konto") && request.routes[id]!.module.default,
    );
    expect(screens.map(({ pattern }) => pattern)).toEqual(
      expect.arrayContaining(["/konto", "/konto/edycja-profilu", "/konto/harmonogram/:group/:id"]),
    );
    for (const { id } of screens) expect(request.routes[id]!.module.ErrorBoundary, id).toBeDefined();
    expect(request.routes["routes/biuro"]!.module.ErrorBoundary).toBeDefined();
  });

  it("404 of an account screen: the teacher's header stays, the error takes the screen's place", async () => {
    const cookie = await logIn("anna.nowak@example.pl");
    for (const path of ["/konto/harmonogram/3", "/konto/harmonogram/1/abc", "/konto/ankiety/9/1"]) {
      const { status, html } = await page(path, cookie);
      expect(status, path).toBe(404);
      expect(titleOf(html), path).toBe("Nie znaleziono strony - WF z AWF");
      expect(html, path).toContain(`<div class="container layout-default">${FRAMED_ERROR}`);
      expect(html).toContain('404<!-- --> · <span lang="en">Page Not Found</span>');
      // The teacher is still signed in on this page: the header's account links.
      expect(html).toContain(">Moje konto</a>");
      expect(html).toContain(">Wyloguj się</button>");
    }
  });

  it("404 of an office's screen: the office's navigation stays; a teacher sees nothing of the office", async () => {
    const office = await logInToOffice();
    const missing = await page("/biuro/zgloszenia/999999", office);
    expect(missing.status).toBe(404);
    expect(titleOf(missing.html)).toBe("Nie znaleziono strony - WF z AWF");
    expect(missing.html).toContain(`<div class="staff">${OFFICE_NAVIGATION}`);
    expect(missing.html).toContain(FRAMED_ERROR);

    const teacher = await page("/biuro/zgloszenia/1", await logIn("anna.nowak@example.pl"));
    expect(teacher.status).toBe(404);
    expect(titleOf(teacher.html)).toBe("Nie znaleziono strony - WF z AWF");
    expect(teacher.html).not.toContain("Biuro programu");
    expect(teacher.html).not.toContain('class="staff"');
  });

  it("a page outside them keeps the error layout", async () => {
    const { status, html } = await page("/nie-ma-takiej-strony", "");
    expect(status).toBe(404);
    expect(html).toContain('<div class="container layout-error">');
    expect(html).not.toContain(FRAMED_ERROR);
  });
});
