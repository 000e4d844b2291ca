// npm run db:backup / db:restore: a backup, the database wiped, the restore,
// and every record of every table found again (issue 17).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";

import { testConfig } from "../../tests/support/api";
import { type Database, type DatabaseHandle, openPglite, openPostgres } from "../db/client";
import { seedDemo } from "../db/demo-data";
import * as schema from "../db/schema";
import { backup, restore } from "./backup";

const MIGRATIONS = path.resolve("server/db/migrations");

/** Every row of every table, in a stable order: what a restore must give back. */
async function everything(db: Database): Promise<Record<string, string[]>> {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const contents: Record<string, string[]> = {};
  for (const table of tables)
    contents[getTableName(table)] = (await db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  return contents;
}

async function seeded(handle: DatabaseHandle, key: Buffer) {
  await seedDemo(handle.db, { now: new Date("2026-11-20T10:00:00Z"), encryptionKey: key });
  return everything(handle.db);
}

describe("backup and restore of the embedded database", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sport-kluby-backup-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("backs up, and after the database is wiped, restores every record; a restore keeps the replaced database aside", async () => {
    const config = testConfig({ dataDir, databaseUrl: undefined });
    const folder = path.join(dataDir, "pglite");
    let handle = await openPglite(folder, MIGRATIONS);
    const before = await seeded(handle, config.dataEncryptionKey);
    expect(before.users.length).toBeGreaterThan(3);
    expect(before.surveys.length).toBeGreaterThan(0);
    await handle.close();

    const file = await backup(config, undefined, new Date("2026-11-26T02:00:00Z"));
    expect(file).toBe(path.join(dataDir, "backups", "sport-kluby-2026-11-26T02-00-00-000Z.tar.gz"));
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    fs.rmSync(folder, { recursive: true, force: true });
    expect(await restore(config, file, new Date("2026-11-26T03:00:00Z"))).toBe(`Przywrócono bazę z ${file}.`);
    handle = await openPglite(folder, MIGRATIONS);
    expect(await everything(handle.db)).toEqual(before);
    await handle.close();

    // Over an existing database: that one is kept aside, not lost.
    const message = await restore(config, file, new Date("2026-11-26T04:00:00Z"));
    expect(message).toContain(`Poprzednia baza jest w ${folder}.before-restore-2026-11-26T04-00-00-000Z.`);
    expect(fs.existsSync(path.join(`${folder}.before-restore-2026-11-26T04-00-00-000Z`, "PG_VERSION"))).toBe(true);
    // It opens the embedded database four times: 10 s alone, over 20 s among CI's parallel test files.
  }, 60_000);

  it("asks the server that holds the database for the backup, and refuses to restore under it", async () => {
    const config = testConfig({ dataDir, databaseUrl: undefined });
    const folder = path.join(dataDir, "pglite");
    const handle = await openPglite(folder, MIGRATIONS);
    const before = await seeded(handle, config.dataEncryptionKey);
    await handle.close();

    // Another process opens the database and holds it, as `npm start` does.
    const holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("./server/db/client.ts").then(({ openPglite }) => openPglite(${JSON.stringify(folder)}, ${JSON.stringify(MIGRATIONS)})).then(() => console.log("open"))`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise<void>((resolve) =>
        holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve()),
      );
      const out = path.join(dataDir, "elsewhere", "live.tar.gz");
      expect(await backup(config, out)).toBe(out);
      await expect(restore(config, out)).rejects.toThrow(`Bazy używa serwer (pid ${holder.pid})`);
      holder.kill("SIGTERM");
      await new Promise((resolve) => holder.once("exit", resolve));

      fs.rmSync(folder, { recursive: true, force: true });
      await restore(config, out);
      const restored = await openPglite(folder, MIGRATIONS);
      expect(await everything(restored.db)).toEqual(before);
      await restored.close();
    } finally {
      holder.kill("SIGKILL");
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("backup and restore of PostgreSQL (pg_dump, pg_restore)", () => {
  it("backs up, and after every table is dropped, restores every record", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `sport_kluby_backup_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sport-kluby-backup-pg-"));
    try {
      const config = testConfig({ dataDir, databaseUrl: url.toString() });
      let handle = await openPostgres(url.toString(), MIGRATIONS);
      const before = await seeded(handle, config.dataEncryptionKey);
      await handle.close();

      const file = await backup(config, undefined);
      expect(file.endsWith(".dump")).toBe(true);
      const wipe = new pg.Client({ connectionString: url.toString() });
      await wipe.connect();
      await wipe.query("DROP SCHEMA drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
      await wipe.end();

      await restore(config, file);
      handle = await openPostgres(url.toString(), MIGRATIONS);
      expect(await everything(handle.db)).toEqual(before);
      await handle.close();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
