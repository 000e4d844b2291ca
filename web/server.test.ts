// The front door (web/server.ts) in front of the production build, on a
// loopback port: what it refuses before the app reads a byte, and the headers
// every answer leaves with. Each test names the OWASP ASVS 4.0.3 requirement
// it holds to (issue 13).
import { once } from "node:events";
import { readdirSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

import type { RouteHandle } from "../app/lib/route-handle";
import { metrics, startMetricsServer } from "../server/metrics";
import { routePatterns } from "../tests/support/app-build";
import { BROWSER_UA, type RunningWebServer, startWebServer } from "../tests/support/web-server";

const DEMO = { email: "anna.nowak@example.pl", password: "Demo#Haslo1" };
const FORM = "application/x-www-form-urlencoded";

let door: RunningWebServer;
/** The same build behind one trusted proxy (TRUST_PROXY=1). */
let proxied: RunningWebServer;
/** Whether the proxied one is stopping (web/main.ts drains on SIGTERM behind a proxy). */
let draining = false;
/** Whether it is about to close its listening socket, and how many page requests it turned away then. */
let leaving = false;
let turnedAway = 0;

beforeAll(async () => {
  door = await startWebServer();
  proxied = await startWebServer({
    trustedHops: 1,
    isDraining: () => draining,
    leaving: { now: () => leaving, turnedAway: () => turnedAway++ },
  });
});
afterAll(async () => {
  await door?.close();
  await proxied?.close();
});

function get(server: RunningWebServer, path: string, headers: Record<string, string> = {}) {
  return fetch(server.url + path, { headers: { "user-agent": BROWSER_UA, ...headers }, redirect: "manual" });
}

function post(server: RunningWebServer, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method: "POST",
    body,
    headers: { "user-agent": BROWSER_UA, "content-type": FORM, origin: server.url, ...headers },
    redirect: "manual",
  });
}

async function logIn(server: RunningWebServer, headers: Record<string, string> = {}, account = DEMO) {
  const response = await post(server, "/logowanie", new URLSearchParams({ ...account, redirectTo: "/konto" }), headers);
  expect(response.status).toBe(302);
  const cookies = response.headers.getSetCookie();
  return { response, cookie: cookies.map((line) => line.split(";")[0]).join("; ") };
}

describe("caching of personal answers (ASVS V8.2.1, V8.1.1)", () => {
  it("the login's redirect, the account page, its ?_data= answer and a file download are private, no-store and vary by Cookie", async () => {
    const { response: login, cookie } = await logIn(door);
    const answers = [
      login,
      await get(door, "/konto", { cookie }),
      await get(door, "/konto?_data=root", { cookie }),
      await get(door, "/konto/moja-agenda.ics", { cookie }),
      await post(door, "/wyloguj", "", { cookie }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.url).toBeLessThan(400);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("vary")).toMatch(/\bCookie\b/);
    }
  });

  it("every address with a secret in it is no-store, whatever answers it: page, ?_data=, HEAD, refusal, with or without a session", async () => {
    const { cookie } = await logIn(door);
    const handleOf = (id: string) => (door.routes[id]!.module.handle as RouteHandle | undefined) ?? {};
    const secretRoutes = routePatterns(door.routes).filter(
      ({ id }) => handleOf(id).secretParams?.length || handleOf(id).secretSearchParams?.length,
    );
    // Every route with a secret in its address: calendar feeds, password links, a congress city's registration code,
    // an e-mail's unsubscribe link.
    expect(secretRoutes.map(({ pattern }) => pattern).sort()).toEqual([
      "/generowanie-hasla",
      "/kalendarz/:file",
      "/przywracanie-hasla",
      "/rejestracja",
      "/wypisz/:token",
    ]);
    const addresses = secretRoutes.map(({ id, pattern }) => {
      const { secretParams = [], secretSearchParams = [] } = handleOf(id);
      const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
        secretParams.includes(name) ? "s".repeat(43) : "1",
      );
      const query = new URLSearchParams(secretSearchParams.map((name) => [name, "sekret-123"]));
      return secretSearchParams.length ? `${path}?${query}` : path;
    });
    for (const address of addresses) {
      const data = `${address}${address.includes("?") ? "&" : "?"}_data=root`;
      const answers = [
        await get(door, address),
        await get(door, address, { cookie }),
        await get(door, data),
        await fetch(door.url + address, { method: "HEAD" }),
      ];
      for (const answer of answers)
        expect(answer.headers.get("cache-control") ?? "", answer.url).toMatch(/\bno-store\b/);
      expect((await rawRequest(door.url + address, "TRACE")).headers["cache-control"] ?? "", address).toMatch(
        /\bno-store\b/,
      );
    }
  });

  it("the second factor's pages, which show the authenticator's secret or ask its code, are no-store", async () => {
    const { cookie } = await logIn(door, {}, { email: "biuro@example.pl", password: DEMO.password });
    const code = await get(door, "/logowanie/kod", { cookie });
    expect(code.status).toBe(200);
    expect(await code.text()).toContain("<h1>");
    for (const answer of [code, await get(door, "/logowanie/aplikacja", { cookie })]) {
      expect(answer.headers.get("cache-control") ?? "", answer.url).toMatch(/\bno-store\b/);
    }
  });

  it("a public page asked without cookies sets none, so it stays cacheable, and still varies by Cookie", async () => {
    const page = await get(door, "/sport-kluby");
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get("cache-control") ?? "").not.toContain("no-store");
    expect(page.headers.get("vary")).toMatch(/\bCookie\b/);
  });
});

describe("the access log (ASVS V7.1.1)", () => {
  it("writes the path without the query string, so reset tokens never reach the log", async () => {
    const before = door.log().length;
    await (await get(door, "/generowanie-hasla?token=sekretny-token-123&uid=7")).arrayBuffer();
    // This request's line: earlier tests asked the same path (HEAD too).
    await expect
      .poll(() =>
        door
          .log()
          .slice(before)
          .some((entry) => entry.includes('"method":"GET"')),
      )
      .toBe(true);
    const line = door
      .log()
      .slice(before)
      .find((entry) => entry.includes('"path":"/generowanie-hasla"') && entry.includes('"method":"GET"'));
    expect(JSON.parse(line!)).toMatchObject({
      req: { method: "GET", path: "/generowanie-hasla" },
      res: { status: 200 },
    });
    expect(door.log().join("\n")).not.toContain("sekretny-token-123");
  });

  it("never writes a secret of an address on any route: a path parameter it declares secret, nor a query string", async () => {
    const newSecret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    const secretsOf = (id: string) => (door.routes[id]!.module.handle as RouteHandle | undefined)?.secretParams ?? [];
    const routes = routePatterns(door.routes);
    expect(routes.filter(({ id }) => secretsOf(id).length > 0).map(({ pattern }) => pattern)).toEqual([
      "/kalendarz/:file",
      "/wypisz/:token",
    ]);
    const secrets: string[] = [];
    const requestLines = () => door.log().filter((line) => line.includes('"req"')).length;
    const before = requestLines();
    let sent = 0;
    for (const { id, pattern } of routes) {
      const secret = newSecret();
      secrets.push(secret);
      const fill = (value: string) =>
        pattern.replace(/:(\w+)/g, (_, name: string) => (secretsOf(id).includes(name) ? value : "1")).replace("*", "x");
      const addresses = [`${fill("1")}?token=${secret}&uid=7`];
      // A secret segment as a whole, as a file's name, and with more after it.
      if (secretsOf(id).length > 0) addresses.push(fill(secret), fill(`${secret}.ics`), `${fill(secret)}/dalej`);
      for (const address of addresses) {
        await (await get(door, address)).arrayBuffer();
        sent++;
      }
    }
    // At least: an earlier test's answer whose body nobody read may be logged in the meantime.
    await expect.poll(requestLines).toBeGreaterThanOrEqual(before + sent);
    const log = door.log().join("\n");
    const exposition = await metrics.registry.metrics();
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(exposition).not.toContain(secret);
    }
    expect(log).toContain('"path":"/kalendarz/:file"');
    expect(log).toContain('"path":"/wypisz/:token"');
    expect(log).toContain('"path":"/generowanie-hasla"');
    expect(log).toContain('"path":"/przywracanie-hasla"');
  });
});

/** A request fetch() would not send (TRACE), made with node:http. */
function rawRequest(url: string, method: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const request = httpRequest(url, { method, headers: { "user-agent": BROWSER_UA, accept: "text/html" } });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("methods (ASVS V13.1.x, V14.5.1)", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH"])("%s is answered 405 with Allow and a Polish page", async (method) => {
    const response = await rawRequest(door.url + "/konto", method);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(response.body).toContain("Ta metoda nie jest obsługiwana");
  });

  it("while stopping, closes each connection after its answer, so a proxy never reuses one being closed", async () => {
    const connectionHeader = () =>
      new Promise<string | undefined>((resolve, reject) => {
        // As a proxy asks: on a connection it means to keep.
        const agent = new Agent({ keepAlive: true });
        const request = httpRequest(`${proxied.url}/mapa-strony`, { agent }, (response) => {
          response.resume();
          response.on("end", () => {
            agent.destroy();
            resolve(response.headers.connection);
          });
        });
        request.on("error", reject);
        request.end();
      });
    expect(await connectionHeader()).not.toBe("close");
    draining = true;
    try {
      expect(await connectionHeader()).toBe("close");
    } finally {
      draining = false;
    }
  });

  it("an answer to a request already under way when the stop began closes its connection too", async () => {
    const agent = new Agent({ keepAlive: true });
    try {
      const answered = new Promise<string | undefined>((resolve, reject) => {
        const request = httpRequest(
          `${proxied.url}/logowanie`,
          { method: "POST", agent, headers: { "Content-Type": FORM, "Content-Length": "20" } },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.headers.connection));
          },
        );
        request.on("error", reject);
        // The request has arrived (its headers), its form not yet: then the stop begins.
        request.write("email=anna%40ex");
        setTimeout(() => {
          draining = true;
          request.end("ample");
        }, 100);
      });
      expect(await answered).toBe("close");
    } finally {
      draining = false;
      agent.destroy();
    }
  });

  it("about to stop listening, turns a page request away with a bare 503 for nginx to pass on, and serves a form", async () => {
    leaving = true;
    try {
      const page = await fetch(`${proxied.url}/mapa-strony`);
      expect(page.status).toBe(503);
      expect(await page.text()).toBe("Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.");
      expect(turnedAway).toBe(1);
      const form = await fetch(`${proxied.url}/logowanie`, {
        method: "POST",
        headers: { "Content-Type": FORM, Origin: proxied.url },
        body: new URLSearchParams({ email: "", password: "" }),
        redirect: "manual",
      });
      expect(form.status).not.toBe(503);
      expect(turnedAway).toBe(1);
    } finally {
      leaving = false;
    }
  });

  it("OPTIONS says what is allowed", async () => {
    const response = await fetch(door.url + "/", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
  });
});

/** Sends a POST declaring `declared` bytes and writes chunks until the server answers or closes. */
function hugePost(url: string, declared: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 97);
    const request = httpRequest(url, {
      method: "POST",
      headers: { "content-type": FORM, "content-length": String(declared), ...headers },
    });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, sent }));
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < declared && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered && sent >= declared) request.end();
    };
    pump();
  });
}

describe("body limits at the door (ASVS V12.1.1, V13.1.3)", () => {
  it("refuses a 100 MB form POST with 413 and a Polish page before reading it, at no cost in memory", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const answer = await hugePost(`${door.url}/logowanie`, 100 * 1024 * 1024, { "user-agent": BROWSER_UA });
    const growth = process.memoryUsage().rss - before;
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Przesłane dane są zbyt duże");
    expect(answer.sent).toBeLessThan(100 * 1024 * 1024);
    expect(growth).toBeLessThan(30 * 1024 * 1024);
  });

  it("refuses a multipart body far over the upload limit, and a body that does not say its length", async () => {
    // Up to four times the 5 MB limit, the form reads the file past to name its size at its field.
    const multipart = await hugePost(`${door.url}/konto/zgloszenie-klubu`, 22 * 1024 * 1024, {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(multipart.status).toBe(413);
    const chunked = await fetch(door.url + "/logowanie", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("email=a"));
          controller.close();
        },
      }),
      headers: { "content-type": FORM, origin: door.url },
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
  });

  it("lets a form of ordinary size through to the app", async () => {
    const { response } = await logIn(door);
    expect(response.headers.get("location")).toBe("/konto");
  });
});

describe("forms sent from another site (ASVS V4.2.2, V13.2.3)", () => {
  it("are refused with 403 and a Polish page, not Remix's 500", async () => {
    const body = new URLSearchParams(DEMO);
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "not a url" },
    ];
    for (const headers of attempts) {
      const response = await post(door, "/logowanie", body, headers);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("Żądanie z innej witryny zostało odrzucone");
    }
  });

  it("behind a trusted proxy that rewrites Host, compare the Origin with the host the browser used", async () => {
    const behindProxy = {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "wfzawf.pl",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "203.0.113.7",
      origin: "https://wfzawf.pl",
      "sec-fetch-site": "same-origin",
    };
    const { response } = await logIn(proxied, behindProxy);
    expect(response.headers.get("location")).toBe("/konto");
    // Without a trusted proxy, the same X-Forwarded-Host is a client's claim and is not believed.
    const untrusted = await post(door, "/logowanie", new URLSearchParams(DEMO), behindProxy);
    expect(untrusted.status).toBe(403);
  });

  it("an Origin of the same host with another scheme is another site: https to the http site, http behind an https proxy", async () => {
    const body = new URLSearchParams(DEMO);
    const https = door.url.replace("http:", "https:");
    const attempts: Record<string, string>[] = [{ origin: https }, { origin: https, "sec-fetch-site": "same-origin" }];
    for (const headers of attempts) {
      expect((await post(door, "/logowanie", body, headers)).status).toBe(403);
    }
    // A client's own X-Forwarded-Proto is not believed without a trusted proxy.
    expect((await post(door, "/logowanie", body, { origin: https, "x-forwarded-proto": "https" })).status).toBe(403);
    const behindProxy = { "x-forwarded-host": "wfzawf.pl", "x-forwarded-proto": "https", origin: "http://wfzawf.pl" };
    expect((await post(proxied, "/logowanie", body, behindProxy)).status).toBe(403);
  });
});

describe("security headers on every answer (ASVS V14.4.1–V14.4.7)", () => {
  const REQUIRED = [
    "content-security-policy",
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
  ];

  it.each([
    ["a static file", "/icon.svg", {}],
    ["a fingerprinted bundle", `/build/_shared/${readdirSync("public/build/_shared")[0]}`, {}],
    ["a redirect", "/konto", {}],
    ["the 404 page", "/nie-ma-takiej-strony", {}],
    ["a bare error answer to a crawler", "/nie-ma-takiej-strony", { "user-agent": "Googlebot/2.1" }],
    ["a ?_data= answer", "/agenda?_data=root", {}],
  ] as const)("%s", async (_name, path, headers) => {
    const response = await get(door, path, headers);
    expect(response.status).toBeLessThan(500);
    for (const name of REQUIRED) expect(response.headers.get(name), name).toBeTruthy();
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("a refusal of the door", async () => {
    const response = await rawRequest(door.url + "/", "TRACE");
    for (const name of REQUIRED) expect(response.headers[name], name).toBeTruthy();
  });

  it("over HTTPS by a trusted proxy's word: HSTS, and every cookie Secure, the toast's included (ASVS V3.4.1)", async () => {
    const https = { "x-forwarded-proto": "https", "x-forwarded-host": "wfzawf.pl", origin: "https://wfzawf.pl" };
    const { response, cookie } = await logIn(proxied, https);
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    const logout = await post(proxied, "/wyloguj", "", { ...https, cookie });
    const cookies = [...response.headers.getSetCookie(), ...logout.headers.getSetCookie()];
    expect(cookies.map((line) => line.split("=")[0])).toEqual(expect.arrayContaining(["token", "toast"]));
    for (const line of cookies) expect(line).toMatch(/;\s*Secure/i);
    const file = await get(proxied, "/icon.svg", https);
    expect(file.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("a client's own X-Forwarded-Proto is not believed without a trusted proxy", async () => {
    const response = await get(door, "/", { "x-forwarded-proto": "https" });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("the client's address (ASVS V7.1.x, V2.2.1)", () => {
  /** A failed login; true when it was refused as one too many from this address. */
  const throttled = async (server: RunningWebServer, n: number, forwardedFor: string) => {
    const body = new URLSearchParams({ email: `nikt-${n}@example.pl`, password: "Zle#Haslo1" });
    const response = await post(server, "/logowanie", body, { "x-forwarded-for": forwardedFor });
    return (await response.text()).includes("Zbyt wiele prób");
  };

  it("behind a trusted proxy, the address it appended is the client's", async () => {
    const refused: boolean[] = [];
    for (let n = 0; n < 51; n++) refused.push(await throttled(proxied, n, `192.0.2.1, 198.51.100.${n}`));
    expect(refused).not.toContain(true);
  }, 60_000);

  // Last in this file: it spends this socket address's login attempts for the window.
  it("a spoofed X-Forwarded-For cannot reset the per-address login limit", async () => {
    const refused: boolean[] = [];
    for (let n = 0; n < 51; n++) refused.push(await throttled(door, n, `198.51.100.${n}`));
    expect(refused).toContain(true);
    expect(refused.slice(refused.indexOf(true))).not.toContain(false);
  }, 60_000);
});

describe("health checks for the proxy and an orchestrator (issue 17)", () => {
  it("/healthz says the process answers and /readyz that the database, its migrations, the store's writes and the outbox worker are ready, neither cached nor logged", async () => {
    const health = await get(door, "/healthz");
    expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
    expect(health.headers.get("cache-control")).toBe("no-store");

    // The outbox worker makes its first pass as the API opens.
    await expect.poll(async () => (await get(door, "/readyz")).status, { timeout: 10_000 }).toBe(200);
    const ready = await get(door, "/readyz");
    expect(await ready.json()).toEqual({
      status: "ok",
      checks: { migrations: "ok", database: "ok", storage: "ok", outbox: "ok" },
    });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(door.log().filter((line) => /\/(?:healthz|readyz)\b/.test(line))).toEqual([]);
  });

  it("/readyz is 503 while what it waits on is not ready, and says which", async () => {
    const notReady = await startWebServer({
      readiness: async () => ({ ready: false, checks: { database: "unreachable" } }),
    });
    const answer = await get(notReady, "/readyz");
    expect([answer.status, await answer.json()]).toEqual([
      503,
      { status: "unavailable", checks: { database: "unreachable" } },
    ]);
    expect((await get(notReady, "/healthz")).status).toBe(200);
    await notReady.close();
  });
});

describe("metrics for an operator (issue 17)", () => {
  it("count requests by route and status, upstream calls by area, login failures, throttles, the outbox and the process, on loopback only", async () => {
    // Addresses of their own behind the trusted proxy: the other tests' logins count on theirs.
    const { cookie } = await logIn(proxied, { "x-forwarded-for": "203.0.113.71" });
    await (await get(proxied, "/konto", { cookie })).arrayBuffer();
    await (await get(proxied, "/nie-ma-takiej-strony-12345")).arrayBuffer();
    const wrong = new URLSearchParams({
      email: "ktos.inny@example.pl",
      password: "Zle#Haslo123",
      redirectTo: "/konto",
    });
    for (let attempt = 0; attempt < 12; attempt++)
      await (await post(proxied, "/logowanie", wrong, { "x-forwarded-for": "203.0.113.72" })).arrayBuffer();

    const server = startMetricsServer(0);
    await once(server, "listening");
    const { address, port } = server.address() as AddressInfo;
    expect(address).toBe("127.0.0.1");
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    server.close();

    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
    expect(
      value(/^http_request_duration_seconds_count\{method="GET",route="\/konto",status="200"\} (\d+)$/m),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(/^http_request_duration_seconds_count\{method="GET",route="\(not found\)",status="404"\} (\d+)$/m),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("nie-ma-takiej-strony");
    expect(value(/^upstream_call_duration_seconds_count\{area="[^"]+",status="200"\} (\d+)$/m)).toBeGreaterThanOrEqual(
      1,
    );
    expect(value(/^login_failures_total (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^throttled_requests_total\{purpose="login"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^outbox_messages\{state="waiting"\} (\d+)$/m)).toBeGreaterThanOrEqual(0);
    expect(value(/^process_resident_memory_bytes (\d+)$/m)).toBeGreaterThan(0);
  });
});
