// QUALITY.md "Faults": SIGTERM while requests are in flight. The web server closes
// its listener on SIGTERM; requests already being served must still get their
// whole answer, and new connections are refused. The requests are made slow by
// a delaying proxy between the app and the standalone API.
import { createServer, type Server } from "node:http";
import { connect } from "node:net";

import {
  apiHeaders,
  BROWSER,
  freePort,
  HOST,
  logInAsDemoTeacher,
  requireBuild,
  startApi,
  startApp,
  type Started,
  tempDataDir,
  waitUntilAppAndApiServe,
} from "./processes";

const DELAY_MS = 1_500;
const data = tempDataDir();
let api: Started;
let app: Started;
let proxy: Server;
let proxied = 0;

beforeAll(async () => {
  requireBuild();
  api = startApi(await freePort(), { DATA_DIR: data.dir, SEED_DEMO: "true" });
  // Forwards each upstream call after DELAY_MS.
  proxy = createServer((request, response) => {
    proxied++;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      setTimeout(async () => {
        try {
          const answer = await fetch(api.url + request.url, {
            method: request.method,
            headers: Object.fromEntries(
              Object.entries(request.headers).filter(
                ([name]) => !["host", "connection", "content-length", "transfer-encoding"].includes(name),
              ) as [string, string][],
            ),
            body: chunks.length ? Buffer.concat(chunks) : undefined,
          });
          const body = Buffer.from(await answer.arrayBuffer());
          response.writeHead(answer.status, {
            "content-type": answer.headers.get("content-type") ?? "application/json",
          });
          response.end(body);
        } catch {
          response.writeHead(502).end();
        }
      }, DELAY_MS);
    });
  });
  const proxyPort = await freePort();
  await new Promise<void>((resolve) => proxy.listen(proxyPort, HOST, resolve));
  app = startApp(await freePort(), {
    UPSTREAM_URL: `http://${HOST}:${proxyPort}`,
    UPSTREAM_TIMEOUT_MS: "10000",
    DATA_DIR: data.dir,
  });
  await waitUntilAppAndApiServe(app, api);
}, 90_000);

afterAll(async () => {
  await app?.stop("SIGKILL");
  await api?.stop("SIGKILL");
  await new Promise((resolve) => proxy?.close(resolve));
  data.remove();
});

describe("SIGTERM during slow requests", () => {
  it("lets the requests in flight finish with their whole answer", async () => {
    expect(
      (await fetch(`${api.url}/warszawa/pl/api/agenda/agenda_items/sign_up_enabled/`, { headers: apiHeaders })).status,
    ).toBe(200);
    // The teacher's account page asks the upstream on every view (a visitor's agenda may be kept a few
    // seconds): each request waits DELAY_MS for its first call.
    const cookie = await logInAsDemoTeacher(app);
    const before = proxied;
    const inFlight = Array.from({ length: 5 }, () =>
      fetch(`${app.url}/konto`, { headers: { ...BROWSER, cookie }, redirect: "manual" }).then(async (response) => ({
        status: response.status,
        html: await response.text(),
      })),
    );
    // Wait until all five are inside the app, waiting for the upstream.
    const deadline = Date.now() + 10_000;
    while (proxied - before < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(proxied - before).toBeGreaterThanOrEqual(5);

    app.child.kill("SIGTERM");
    const answers = await Promise.all(inFlight);
    for (const { status, html } of answers) {
      expect(status).toBe(200);
      expect(html).toContain("</html>");
    }
    // The listener is closed: a new connection is refused.
    const { port } = new URL(app.url);
    await expect(
      new Promise((resolve, reject) => {
        const socket = connect(Number(port), HOST, () => {
          socket.destroy();
          resolve("connected");
        });
        socket.on("error", reject);
      }),
    ).rejects.toMatchObject({ code: "ECONNREFUSED" });
  }, 30_000);
});
