// Two instances of the production build on one PostgreSQL behind nginx with
// TLS (deploy/nginx.conf), as scripts/test-cluster.mjs starts them (issue 17).
import { readFileSync } from "node:fs";

import { accessLines as linesOf, cookieOf, DEMO, get as getFrom, post as postTo, theCluster } from "./support";

const { publicUrl, instances } = theCluster();
const accessLines = (instance: { log: string }) => linesOf(instance.log);
const get = (path: string, headers: Record<string, string> = {}) => getFrom(publicUrl, path, headers);
const post = (path: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
  postTo(publicUrl, path, body, headers);

async function logIn() {
  const response = await post("/logowanie", new URLSearchParams({ ...DEMO, redirectTo: "/konto" }));
  expect(response.status).toBe(302);
  return response;
}

describe("behind nginx with TLS", () => {
  it("a teacher logged in through one instance carries on through the other", async () => {
    const cookie = cookieOf(await logIn());
    const before = instances.map(
      (instance) => accessLines(instance).filter((line) => line.req.path === "/konto").length,
    );
    for (let view = 0; view < 6; view++) {
      const page = await get("/konto", { cookie });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Anna Nowak");
    }
    // nginx shares the views between the instances: both served the session.
    const served = () =>
      instances.map(
        (instance, index) => accessLines(instance).filter((line) => line.req.path === "/konto").length - before[index],
      );
    await expect.poll(() => served().reduce((a, b) => a + b)).toBe(6);
    expect(served().every((count) => count > 0)).toBe(true);
  });

  it("sets Secure cookies and HSTS, because the proxy says the request was HTTPS (TRUST_PROXY=1)", async () => {
    const login = await logIn();
    const cookies = login.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) expect(line).toMatch(/;\s*Secure/i);
    expect(login.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const page = await get("/");
    expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("keeps the same-origin rule for forms: the host the browser asked for is the one compared", async () => {
    const foreign = await post("/logowanie", new URLSearchParams({ ...DEMO, redirectTo: "/konto" }), {
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    await logIn();
  });

  it("shares the rate limits: wrong passwords count the same on both instances", async () => {
    // Another teacher than the one the other scenarios log in as: this one is locked out for 15 minutes.
    const wrong = new URLSearchParams({
      email: "tomasz.kaczmarek@example.pl",
      password: "Zle#Haslo999",
      redirectTo: "/konto",
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await post("/logowanie", wrong)).status);
    // Five failures per account and address (server/api/auth.ts), counted in the database: the sixth is
    // refused whichever instance it reaches. Counters of each instance's own would let ten through.
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBe(5);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
  });

  it("carries nginx's request id into the answer and the instance's log", async () => {
    const answer = await get("/agenda");
    expect(answer.status).toBe(200);
    const id = answer.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await expect
      .poll(() => instances.flatMap((instance) => accessLines(instance).filter((line) => line.reqId === id)).length, {
        timeout: 5_000,
      })
      .toBe(1);
  });

  it("keeps idle connections from the proxy longer than the proxy does, so no form is sent on a closing one", async () => {
    const shipped = readFileSync("deploy/nginx.conf", "utf8");
    const proxyIdleS = Number(/keepalive_timeout (\d+)s;/.exec(shipped)?.[1]);
    expect(proxyIdleS).toBeGreaterThan(0);
    for (const instance of instances) {
      const answer = await fetch(`${instance.url}/agenda`);
      await answer.arrayBuffer();
      const timeoutS = Number(/timeout=(\d+)/.exec(answer.headers.get("keep-alive") ?? "")?.[1]);
      expect(timeoutS, instance.name).toBeGreaterThan(proxyIdleS);
    }
  });

  it("answers the health checks on the instances, and hides them from the public", async () => {
    for (const instance of instances) {
      const ready = await fetch(`${instance.url}/readyz`);
      expect(await ready.json()).toEqual({
        status: "ok",
        checks: { migrations: "ok", database: "ok", storage: "ok", outbox: "ok" },
      });
    }
    expect((await get("/readyz")).status).toBe(404);
    expect((await get("/healthz")).status).toBe(404);
  });
});
