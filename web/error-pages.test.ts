// Error pages through the front door (web/server.ts) in front of the production
// build: every status a browser can meet shows the site's layout, the real
// status with its message and a Polish explanation (issue 35, items 6 and 9).
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "@remix-run/node";

import type { InProcessApi } from "../app/lib/api/in-process.server";
import { log } from "../server/log";
import { routePatterns } from "../tests/support/app-build";
import { BROWSER_UA, type RunningWebServer, startWebServer } from "../tests/support/web-server";

const DEMO = { email: "anna.nowak@example.pl", password: "Demo#Haslo1" };
const FORM = "application/x-www-form-urlencoded";

let door: RunningWebServer;
let session: string;

beforeAll(async () => {
  door = await startWebServer();
  const login = await send("/logowanie", {
    method: "POST",
    body: new URLSearchParams({ ...DEMO, redirectTo: "/konto" }),
  });
  expect(login.status).toBe(302);
  session = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
});
afterAll(() => door?.close());

type Init = Omit<RequestInit, "headers"> & { headers?: Record<string, string>; duplex?: "half" };

function send(address: string, init: Init = {}) {
  const post = init.method === "POST";
  return fetch(door.url + address, {
    ...init,
    headers: {
      "user-agent": BROWSER_UA,
      accept: "text/html",
      ...(post ? { "content-type": FORM, origin: door.url } : {}),
      ...init.headers,
    },
    redirect: "manual",
  });
}

/** The app's error page: the site's header and footer around the status, its message and the Polish words. */
async function expectErrorPage(answer: Response, status: number, statusText: string, heading: string) {
  expect(answer.status, answer.url).toBe(status);
  expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await answer.text();
  expect(html).toContain('<header class="site-header"');
  expect(html).toContain('<footer class="site-footer"');
  expect(html).toContain(`<title>${heading} - WF z AWF</title>`);
  expect(html).toContain(`${status}<!-- --> · <span lang="en">${statusText}</span>`);
  expect(html).toContain(`<h1>${heading}</h1>`);
  expect(html).not.toContain("Internal Server Error");
  expect(html).not.toMatch(/at .*\.(js|ts):\d+/);
  return html;
}

/** The first segment of every route of the build that has one of its own (a param's or the splat's is not). */
async function topLevelPrefixes(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const firsts = routePatterns(build.routes).map(({ pattern }) => pattern.split("/")[1] ?? "");
  return [...new Set(firsts.filter((first) => /^[a-z]/.test(first)))].sort();
}

describe("a malformed percent-escape in the address (issue 35, item 6)", () => {
  it("answers 400 with the site's layout and a Polish explanation under every top-level route, and logs no error", async () => {
    const prefixes = await topLevelPrefixes();
    expect(prefixes).toEqual(expect.arrayContaining(["agenda", "biuro", "kalendarz", "konto", "szkolenia"]));
    const errors = vi.spyOn(log, "error");
    const warnings = vi.spyOn(console, "warn");
    try {
      for (const prefix of ["", ...prefixes, "build", "media"]) {
        for (const malformed of ["%", "%zz", "%E0%A4%A", "a%2", "%C3%28x"]) {
          const address = prefix ? `/${prefix}/${malformed}` : `/${malformed}`;
          const html = await expectErrorPage(await send(address), 400, "Bad Request", "Niepoprawny adres strony");
          expect(html).toContain("Adres zawiera znak %, po którym nie ma poprawnego kodu znaku.");
        }
      }
      // A signed-in teacher keeps the header of a signed-in teacher.
      const signedIn = await expectErrorPage(
        await send("/konto/%zz", { headers: { cookie: session } }),
        400,
        "Bad Request",
        "Niepoprawny adres strony",
      );
      expect(signedIn).toContain("Wyloguj się");
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
    const lines = door.log().filter((line) => line.includes('"status":400'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({ level: "info", res: { status: 400 } });
      expect(JSON.parse(line)).not.toHaveProperty("err");
    }
  });

  it("answers the app's data requests, scripts and crawlers with the Polish line alone", async () => {
    const data = await send("/konto/%zz?_data=root");
    expect(data.status).toBe(400);
    expect(await data.text()).toBe(
      "Niepoprawny adres strony. Adres zawiera znak %, po którym nie ma poprawnego kodu znaku. Sprawdź adres albo przejdź na stronę główną.",
    );
    const json = await fetch(`${door.url}/%`, { headers: { accept: "application/json", "user-agent": BROWSER_UA } });
    expect(json.status).toBe(400);
    expect(json.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const curl = await fetch(`${door.url}/szkolenia/%zz`, { headers: { accept: "*/*", "user-agent": "curl/8.5.0" } });
    expect(curl.status).toBe(400);
    expect(await curl.text()).toMatch(/^Niepoprawny adres strony\. /);
  });
});

describe("the door's refusals show the app's error page (issue 35, item 9)", () => {
  const oversized = "a".repeat(1024 * 1024 + 1);
  const refusals: [string, () => Promise<Response>, number, string, string][] = [
    [
      "a form from another site",
      () => send("/logowanie", { method: "POST", body: "a=b", headers: { origin: "https://evil.example" } }),
      403,
      "Forbidden",
      "Żądanie z innej witryny zostało odrzucone",
    ],
    ["PUT", () => send("/logowanie", { method: "PUT" }), 405, "Method Not Allowed", "Ta metoda nie jest obsługiwana"],
    ["DELETE", () => send("/konto", { method: "DELETE" }), 405, "Method Not Allowed", "Ta metoda nie jest obsługiwana"],
    [
      "a form of unknown length",
      () =>
        send("/logowanie", {
          method: "POST",
          body: new Blob(["email=a"]).stream(),
          duplex: "half",
        }),
      411,
      "Length Required",
      "Brak rozmiaru przesyłanych danych",
    ],
    [
      "a form too large",
      () => send("/logowanie", { method: "POST", body: `email=${oversized}` }),
      413,
      "Payload Too Large",
      "Przesłane dane są zbyt duże",
    ],
    [
      "JSON",
      () => send("/logowanie", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }),
      415,
      "Unsupported Media Type",
      "Nieobsługiwany format danych",
    ],
  ];

  it.each(refusals)("%s: its status, message and Polish explanation in the site's layout", async (...refusal) => {
    const [, request, status, statusText, heading] = refusal;
    const answer = await request();
    if (status === 405) expect(answer.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(answer.headers.get("content-security-policy")).toContain("'nonce-");
    await expectErrorPage(answer, status, statusText, heading);
  });

  it("is as personal as any page: a teacher's is never cached and shows the teacher signed in", async () => {
    const answer = await send("/konto", { method: "PUT", headers: { cookie: session } });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await expectErrorPage(answer, 405, "Method Not Allowed", "Ta metoda nie jest obsługiwana")).toContain(
      "Wyloguj się",
    );
  });
});

describe("a screen's error page when the API refuses or fails (issue 35, item 9)", () => {
  const holder = globalThis as typeof globalThis & { __sportKlubyApi?: Promise<InProcessApi> };

  /** The in-process API, except that the teacher's profile is answered with `status`. */
  async function profileAnswers(status: number, detail: string) {
    const api = await holder.__sportKlubyApi!;
    holder.__sportKlubyApi = Promise.resolve({
      fetch: (request, env) =>
        request.method === "GET" && new URL(request.url).pathname === "/pl/api/account/"
          ? Response.json({ detail }, { status })
          : api.fetch(request, env),
    });
    return () => void (holder.__sportKlubyApi = Promise.resolve(api));
  }

  it.each([
    [403, "Forbidden", "Nie masz uprawnień do tej operacji."],
    [429, "Too Many Requests", "Zbyt wiele żądań. Spróbuj ponownie za minutę."],
    [503, "Service Unavailable", "Nie udało się zapisać zmian. Spróbuj ponownie."],
  ])("%i shows %s and the API's Polish message, not Internal Server Error", async (status, statusText, detail) => {
    const restore = await profileAnswers(status, detail);
    try {
      const html = await expectErrorPage(
        await send("/konto", { headers: { cookie: session } }),
        status,
        statusText,
        status >= 500 ? "Błąd serwera" : "Nie można wyświetlić strony",
      );
      expect(html).toContain(`<p>${detail}</p>`);
    } finally {
      restore();
    }
  });
});
