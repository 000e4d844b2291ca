import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { upstreamReadiness } from "../web/health";
import { testConfig } from "../tests/support/api";
import { outboxAlive, readiness } from "./health";

describe("readiness", () => {
  it("is not ready while the database is not open and migrated, and tells nothing else of it", async () => {
    const config = testConfig({ dataDir: "/nonexistent/sport-kluby", databaseUrl: undefined });
    const { ready, checks } = await readiness(config);
    expect(ready).toBe(false);
    expect(checks.migrations).not.toBe("ok");
    expect(checks.database).toBe("not open yet");
  });

  it("counts the outbox worker alive for two minutes after it last worked", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(outboxAlive(null, now)).toBe("the outbox worker has not run yet");
    expect(outboxAlive(new Date(now.getTime() - 120_000), now)).toBe("ok");
    expect(outboxAlive(new Date(now.getTime() - 121_000), now)).toBe("the outbox worker has been silent for 121 s");
  });

  it("of a web app on a remote API is that API's /readyz, and not ready when it is down", async () => {
    let status = 200;
    const upstream = createServer((_req, res) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          status: status === 200 ? "ok" : "unavailable",
          checks: { database: status === 200 ? "ok" : "unreachable" },
        }),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const check = upstreamReadiness(url);
    expect(await check()).toEqual({ ready: true, checks: { upstream: "ok", database: "ok" } });
    status = 503;
    expect(await check()).toEqual({ ready: false, checks: { upstream: "answered 503", database: "unreachable" } });
    await new Promise((resolve) => upstream.close(resolve));
    expect(await check()).toEqual({ ready: false, checks: { upstream: "unreachable" } });
  });
});
