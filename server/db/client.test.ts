import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import pg from "pg";

import { DatabaseLockedError, openPglite, openPostgres } from "./client";

const MIGRATIONS = path.resolve("server/db/migrations");

describe("PGlite data folder", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sport-kluby-client-"));
  const folder = path.join(root, "pglite");
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("refuses a folder another live process holds, with a clear message", async () => {
    fs.mkdirSync(folder, { recursive: true });
    // pid 1 is always alive.
    fs.writeFileSync(`${folder}.lock`, "1");
    await expect(openPglite(folder, MIGRATIONS)).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openPglite(folder, MIGRATIONS)).rejects.toThrow(/jest używana przez inny proces \(pid 1\)/);
  });

  it("takes over a stale lock, migrates, and releases the lock on close", async () => {
    fs.writeFileSync(`${folder}.lock`, "999999999");
    const handle = await openPglite(folder, MIGRATIONS);
    expect(fs.readFileSync(`${folder}.lock`, "utf8")).toBe(String(process.pid));
    const result = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM users`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows[0]).toEqual({ n: 0 });
    await handle.close();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
    // Every migration on a fresh folder: well over the default timeout on a busy two-core machine.
  }, 60_000);

  it("lets the event loop turn before each query, so a burst of requests cannot hold it", async () => {
    const handle = await openPglite(folder, MIGRATIONS);
    const order: string[] = [];
    setImmediate(() => order.push("turn"));
    await handle.db.execute(sql`SELECT 1`);
    order.push("query");
    // Without the turn, the query (synchronous WebAssembly behind promises) answers before any I/O or immediate.
    expect(order).toEqual(["turn", "query"]);
    await handle.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL", () => {
  it("migrates a fresh database once, even when two instances start together", async () => {
    // A plain connection: the test database itself is left as it is.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `sport_kluby_client_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([
      openPostgres(url.toString(), MIGRATIONS),
      openPostgres(url.toString(), MIGRATIONS),
    ]);
    const result = (await a.db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows[0]).toEqual({ n: fs.readdirSync(MIGRATIONS).filter((file) => file.endsWith(".sql")).length });
    await Promise.all([a.close(), b.close()]);
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  });
});
