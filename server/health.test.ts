import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { describeOnEachDatabase, testConfig } from "../tests/support/api";
import { upstreamReadiness } from "../web/health";
import { healthAnswer, outboxAlive, readiness } from "./health";

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

describeOnEachDatabase("readiness of the store on %s (issue 35 item 4)", (t) => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "sport-kluby-readyz-"));
  });
  afterEach(() => {
    t.store.heal();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds));
  const storageAt = async (seconds: number, config = testConfig({ dataDir, databaseUrl: undefined })) =>
    (await readiness(config, at(seconds), t.db)).checks;

  it("is not ready while the database cannot store a write, trying one at most every 5 s", async () => {
    expect(await storageAt(0)).toMatchObject({ migrations: "ok", database: "ok", storage: "ok" });
    t.store.fail();
    // The database still answers reads; the last probe's answer stands for 5 s.
    expect(await storageAt(4)).toMatchObject({ database: "ok", storage: "ok" });
    const checks = await storageAt(5);
    expect(checks).toMatchObject({ database: "ok", storage: "the database does not store a write" });
    const answer = await healthAnswer("/readyz", () => readiness(testConfig({ dataDir }), at(6), t.db));
    expect(answer).toMatchObject({ status: 503, body: { status: "unavailable" } });
    t.store.heal();
    expect(await storageAt(10)).toMatchObject({ storage: "ok" });
  });

  it("is not ready while the data folder (the embedded database, the mail) cannot store a write", async () => {
    // The probe's file written on a full disk: /dev/full answers every write with ENOSPC.
    symlinkSync("/dev/full", path.join(dataDir, ".readyz-probe"));
    expect(await storageAt(20)).toMatchObject({
      database: "ok",
      storage: "the data folder does not store a write (ENOSPC)",
    });
    // On PostgreSQL with mail sent by SMTP the folder holds nothing the API writes.
    const elsewhere = testConfig({ dataDir, databaseUrl: "postgres://db/sport", smtpUrl: "smtp://mail:25" });
    expect(await storageAt(30, elsewhere)).toMatchObject({ storage: "ok" });
  });
});
