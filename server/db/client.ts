// Embedded PGlite in DATA_DIR/pglite by default, PostgreSQL when DATABASE_URL is set; migrated on first use.
import fs from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";

import { type ApiConfig, getConfig } from "../config";
import { log } from "../log";
import { serveBackupRequests } from "./backup";
import { type ChangeFeed, pgliteChanges, postgresChanges } from "./changes";
import { fillPeselHashes } from "./pesel-search";
import { PGLITE_OPTIONS } from "./pglite-options";
import { statementName } from "./prepared";
import { queryCounter } from "./query-count";
import * as schema from "./schema";
import { encryptPendingDisabilityData } from "./survey-disability";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Committed changes to sessions and accounts (migration 0023's notifications). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

// Only the same for every process migrating one database.
const MIGRATION_LOCK_ID = 724_2021;

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

// remix-serve re-imports the build on rebuilds: a second PGlite must not open the same folder.
const registry = globalThis as typeof globalThis & {
  __sportKlubyDatabases?: Map<string, Promise<DatabaseHandle>>;
  __sportKlubyReadyDatabases?: Map<string, Database>;
  __sportKlubyPools?: Set<pg.Pool>;
};
const openDatabases = (registry.__sportKlubyDatabases ??= new Map());
const readyDatabases = (registry.__sportKlubyReadyDatabases ??= new Map());
const pools = (registry.__sportKlubyPools ??= new Set());

export function databasePoolStats(): { total: number; idle: number; waiting: number } | undefined {
  if (pools.size === 0) return undefined;
  const stats = { total: 0, idle: 0, waiting: 0 };
  for (const pool of pools) {
    stats.total += pool.totalCount;
    stats.idle += pool.idleCount;
    stats.waiting += pool.waitingCount;
  }
  return stats;
}

function databaseKey(config: ApiConfig): string {
  return config.databaseUrl ?? path.join(config.dataDir, "pglite");
}

/** Readiness asks, and opens nothing. */
export function databaseIfReady(config: ApiConfig = getConfig()): Database | undefined {
  return readyDatabases.get(databaseKey(config));
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A counter row of its own, so no table is added for it. */
export async function probeDatabaseWrite(db: Database): Promise<void> {
  const now = new Date();
  await db
    .insert(schema.rateLimitCounters)
    .values({ key: "readiness:write-probe", count: 1, windowStart: now })
    .onConflictDoUpdate({ target: schema.rateLimitCounters.key, set: { windowStart: now } });
}

export function getDb(config: ApiConfig = getConfig()): Promise<Database> {
  return getDatabaseHandle(config).then((handle) => handle.db);
}

export function getDatabaseHandle(config: ApiConfig = getConfig()): Promise<DatabaseHandle> {
  const key = databaseKey(config);
  let handle = openDatabases.get(key);
  if (!handle) {
    handle = (
      config.databaseUrl
        ? openPostgres(config.databaseUrl, config.migrationsDir, { poolMax: config.databasePoolMax })
        : openPglite(key, config.migrationsDir)
    ).then(async (opened) => {
      await encryptPendingDisabilityData(opened.db, config.dataEncryptionKey);
      const { unreadable } = await fillPeselHashes(opened.db, config.dataEncryptionKey, { only: "missing" });
      if (unreadable > 0)
        log.warn({ unreadable }, "PESEL values the data key cannot open stay out of the office's PESEL search");
      readyDatabases.set(key, opened.db);
      return opened;
    });
    openDatabases.set(key, handle);
    // A failed open must not poison the registry.
    handle.catch(() => openDatabases.delete(key));
  }
  return handle;
}

export async function closeAllDatabases(): Promise<void> {
  const handles = [...openDatabases.values()];
  openDatabases.clear();
  readyDatabases.clear();
  await Promise.allSettled(handles.map(async (handle) => (await handle).close()));
}

export async function openPostgres(
  url: string,
  migrationsDir: string,
  { logger = queryCounter, poolMax = 10 }: { logger?: Logger; poolMax?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client losing its server must not crash the process; log its fields, not the connection.
  pool.on("error", (error: Error & { code?: string }) =>
    log.error({ err: { type: error.name, message: error.message, code: error.code } }, "PostgreSQL pool error"),
  );
  const db = drizzlePostgres(pool, { schema, logger }) as unknown as Database;
  try {
    await migratePostgresOnce(pool, migrationsDir);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  pools.add(pool);
  const changes = postgresChanges(url);
  return {
    db,
    driver: "postgres",
    changes,
    close: async () => {
      pools.delete(pool);
      await changes.close();
      await pool.end();
    },
  };
}

// Several instances may start together: an advisory lock lets one migrate at a time.
async function migratePostgresOnce(pool: pg.Pool, migrationsDir: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

export async function openPglite(folder: string, migrationsDir: string): Promise<DatabaseHandle> {
  // Pupils' and teachers' data: the folder is its owner's alone.
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
  const releaseLock = acquireFolderLock(folder);
  try {
    // A deployment on PostgreSQL never loads PGlite's WebAssembly.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { withNamedStatements }] =
      await Promise.all([
        import("@electric-sql/pglite"),
        import("drizzle-orm/pglite"),
        import("drizzle-orm/pglite/migrator"),
        import("./pglite-statements"),
      ]);
    const client = await PGlite.create(folder, PGLITE_OPTIONS);
    withNamedStatements(client, statementName);
    takeTurns(client);
    const db = drizzlePglite(client, { schema, logger: queryCounter }) as unknown as Database;
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir });
    closeToOthers(folder);
    const stopServingBackups = serveBackupRequests(client, folder);
    const changes = await pgliteChanges(client);
    return {
      db,
      driver: "pglite",
      changes,
      close: async () => {
        stopServingBackups();
        await changes.close();
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Why: docs/decisions/009-pglite-takes-turns.md */
function takeTurns(client: PGlite): void {
  const runQuery = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return runQuery(...args);
  }) as PGlite["query"];
}

/** PGlite unpacks its cluster 0666 whatever the umask. */
function closeToOthers(entry: string): void {
  const stats = fs.statSync(entry);
  if (stats.mode & 0o077) fs.chmodSync(entry, stats.isDirectory() ? 0o700 : 0o600);
  if (stats.isDirectory()) for (const child of fs.readdirSync(entry)) closeToOthers(path.join(entry, child));
}

/** PGlite is single-process: two writers corrupt the folder; a dead owner's lock is taken over. */
export function acquireFolderLock(folder: string): () => void {
  const lockFile = path.join(folder, "..", `${path.basename(folder)}.lock`);
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockFile, "utf8").trim());
      if (owner !== process.pid && isProcessAlive(owner)) {
        throw new DatabaseLockedError(
          `Baza danych w ${folder} jest używana przez inny proces (pid ${owner}). Zatrzymaj go albo ustaw DATABASE_URL na PostgreSQL. / ` +
            `The database folder ${folder} is in use by another process (pid ${owner}); stop it or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  const release = () => {
    try {
      if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.rmSync(lockFile, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once("exit", release);
  return release;
}

export function folderOwner(folder: string): number | null {
  const lockFile = path.join(folder, "..", `${path.basename(folder)}.lock`);
  let owner: number;
  try {
    owner = Number(fs.readFileSync(lockFile, "utf8").trim());
  } catch {
    return null;
  }
  return owner !== process.pid && isProcessAlive(owner) ? owner : null;
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function* errorChain(error: unknown): Generator<{ code: string | undefined; message: string }> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    yield {
      code: typeof code === "string" ? code : undefined,
      message: current instanceof Error ? current.message : "",
    };
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (
      code &&
      (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P02", "57P03"].includes(code) || code.startsWith("08"))
    )
      return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(message)) return true;
  }
  return false;
}

/** Disk full, out of resources (class 53), write failure (58030) or read-only (25006). */
export function isStorageFailure(error: unknown): boolean {
  for (const { code } of errorChain(error)) {
    if (code && (STORAGE_FAILURE_CODES.has(code) || code.startsWith("53"))) return true;
  }
  return false;
}

const STORAGE_FAILURE_CODES = new Set(["ENOSPC", "EDQUOT", "EROFS", "58030", "25006"]);
