// Fresh, migrated databases for tests, fast: PGlite loads a migrated template
// (built once per migration set and kept in the OS temp folder) instead of
// running initdb and migrations per file; PostgreSQL copies a template database.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { pgliteChanges } from "../../server/db/changes";
import { type Database, type DatabaseHandle, openPostgres } from "../../server/db/client";
import { PGLITE_OPTIONS } from "../../server/db/pglite-options";
import { queryCounter } from "../../server/db/query-count";
import * as schema from "../../server/db/schema";

export type TestDriver = DatabaseHandle["driver"];

const MIGRATIONS_DIR = path.resolve(process.cwd(), "server/db/migrations");

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDrivers(): TestDriver[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** `logger` sees every statement before it is sent (store-faults.ts fails writes there). */
export function createTestDatabase(
  driver: TestDriver = "pglite",
  { logger = queryCounter }: { logger?: Logger } = {},
): Promise<DatabaseHandle> {
  return driver === "pglite"
    ? createPgliteTestDatabase(logger)
    : createPostgresTestDatabase(requiredTestDatabaseUrl(), logger);
}

function migrationsFingerprint(): string {
  const hash = crypto.createHash("sha256");
  hash.update(fs.readFileSync(path.resolve(process.cwd(), "node_modules/@electric-sql/pglite/package.json")));
  for (const file of listFiles(MIGRATIONS_DIR)) hash.update(file).update(fs.readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

async function pgliteTemplate(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `sport-kluby-pglite-template-${migrationsFingerprint()}.tar`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const client = await PGlite.create(PGLITE_OPTIONS);
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  await client.close();
  // Parallel test workers may build it at once: write aside, then rename atomically.
  const partial = `${file}.${process.pid}.${crypto.randomUUID()}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  removeOtherTemplates(file);
  return dump;
}

/** Templates of older migration sets are 40 MB each and of no further use. */
function removeOtherTemplates(current: string): void {
  const folder = path.dirname(current);
  for (const name of fs.readdirSync(folder)) {
    if (/^sport-kluby-pglite-template-[0-9a-f]+\.tar$/.test(name) && path.join(folder, name) !== current) {
      fs.rmSync(path.join(folder, name), { force: true });
    }
  }
}

async function createPgliteTestDatabase(logger: Logger): Promise<DatabaseHandle> {
  const template = await pgliteTemplate();
  // The production settings (memory), so tests run PostgreSQL as the server does.
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([new Uint8Array(template)]) });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  const changes = await pgliteChanges(client);
  return {
    db,
    driver: "pglite",
    changes,
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

function requiredTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** The address of another database on the server at `url`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** `work` done on a connection to the PostgreSQL database at `url`, closed after. */
export async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database per call, copied from a migrated template database (CREATE DATABASE … TEMPLATE). */
async function createPostgresTestDatabase(url: string, logger: Logger): Promise<DatabaseHandle> {
  const templateName = `sport_kluby_template_${migrationsFingerprint()}`;
  const name = `sport_kluby_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await onPostgres(url, async (admin) => {
    // One worker builds the template; the others wait on the same advisory lock.
    await admin.query("SELECT pg_advisory_lock(7242022)");
    try {
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [templateName]);
      if (exists.rowCount === 0) {
        // Templates of older migration sets are of no further use.
        const stale = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'sport_kluby_template_%'");
        for (const { datname } of stale.rows as { datname: string }[])
          await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        await admin.query(`CREATE DATABASE "${templateName}"`);
        const handle = await openPostgres(withDatabase(url, templateName), MIGRATIONS_DIR);
        await handle.close();
      }
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock(7242022)");
    }
  });
  const handle = await openPostgres(withDatabase(url, name), MIGRATIONS_DIR, { logger });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onPostgres(url, (dropper) => dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
