// QUALITY.md "Faults": an upstream that accepts connections and never answers
// must cost the teacher UPSTREAM_TIMEOUT_MS, then a Polish 503 page (or, on a
// form, the form again with what was typed), never a stack trace or a hang.
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";

import { BROWSER, freePort, HOST, requireBuild, STACK_TRACE, startApp, type Started, tempDataDir } from "./processes";

const UNAVAILABLE = "Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.";
const TIMEOUT_MS = 400;

let silent: Server;
const sockets = new Set<Socket>();
let app: Started;
const data = tempDataDir();

beforeAll(async () => {
  requireBuild();
  // Accepts every request and never says a word.
  silent = createServer(() => undefined);
  silent.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const upstreamPort = await freePort();
  await new Promise<void>((resolve) => silent.listen(upstreamPort, HOST, resolve));
  app = startApp(await freePort(), {
    UPSTREAM_URL: `http://${HOST}:${upstreamPort}`,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    DATA_DIR: data.dir,
  });
  // /sport-kluby needs no upstream, so it tells when the server listens.
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${app.url}/sport-kluby`)).status === 200) break;
    } catch {
      if (Date.now() > deadline) throw new Error(app.output());
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  await app?.stop("SIGKILL");
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  data.remove();
});

describe("an upstream that never answers", () => {
  it("gives a page that needs it a Polish 503 page after the timeout", async () => {
    const started = Date.now();
    const response = await fetch(`${app.url}/agenda`, { headers: BROWSER, signal: AbortSignal.timeout(15_000) });
    const elapsed = Date.now() - started;
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(html).toContain('<html lang="pl"');
    expect(html).toContain(UNAVAILABLE);
    expect(html).not.toMatch(STACK_TRACE);
    // It waited for the timeout rather than failing at once (no upper bound: the machine is shared).
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it("keeps serving pages that do not need the upstream", async () => {
    const response = await fetch(`${app.url}/sport-kluby`, { headers: BROWSER });
    expect(response.status, app.output()).toBe(200);
    await response.arrayBuffer();
  });

  // A POST used to crash remix-serve here: an abort signal on a request with a body made
  // @remix-run/web-fetch cancel the body it was still reading. The server must stay up.
  it("re-renders the login form with what was typed and the Polish message, and stays up", async () => {
    const response = await fetch(`${app.url}/logowanie`, {
      method: "POST",
      redirect: "manual",
      headers: { ...BROWSER, "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: new URLSearchParams({ email: "anna.nowak@example.pl", password: "Demo#Haslo1", redirectTo: "/konto" }),
      signal: AbortSignal.timeout(15_000),
    });
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(html).toContain("<form");
    expect(html).toMatch(
      /<input[^>]*name="email"[^>]*value="anna\.nowak@example\.pl"|<input[^>]*value="anna\.nowak@example\.pl"[^>]*name="email"/,
    );
    // The password is never sent back.
    expect(html).not.toContain("Demo#Haslo1");
    expect(html).toContain(UNAVAILABLE);
    expect(html).not.toMatch(STACK_TRACE);

    const after = await fetch(`${app.url}/sport-kluby`, { headers: BROWSER });
    expect(after.status, app.output()).toBe(200);
    await after.arrayBuffer();
  });
});
