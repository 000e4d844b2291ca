// Health for a proxy and an orchestrator (issue 17): /healthz says the process
// answers; /readyz that it can serve: the database answers, its migrations
// ran, it and the data folder take a write, and the outbox's worker is alive.
// Cheap, unauthenticated, and telling nothing but "ok" or what is not.
import fs from "node:fs/promises";
import path from "node:path";

import type { ApiConfig } from "./config";
import { databaseIfReady, pingDatabase, probeDatabaseWrite, type Database } from "./db/client";
import { outboxWorker } from "./boot";

export type CheckResult = "ok" | string;

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

/** The health checks' paths: the access logs leave them out, which an orchestrator would fill every few seconds. */
export function isHealthCheck(path: string): boolean {
  return path === "/healthz" || path === "/readyz";
}

export interface HealthAnswer {
  status: 200 | 503;
  body: { status: "ok" | "unavailable"; checks?: Record<string, CheckResult> };
}

/**
 * The answer to /healthz (the process answers: always ok) or /readyz (what
 * `readiness` finds), the same from the web server and the standalone API;
 * null for any other path. Sent as JSON and never cached.
 */
export async function healthAnswer(path: string, readiness: () => Promise<Readiness>): Promise<HealthAnswer | null> {
  if (path === "/healthz") return { status: 200, body: { status: "ok" } };
  if (path !== "/readyz") return null;
  const { ready, checks } = await readiness();
  return { status: ready ? 200 : 503, body: { status: ready ? "ok" : "unavailable", checks } };
}

/** A pass of the worker touches this often (a message takes at most the SMTP timeouts, 30 s). */
const OUTBOX_SILENCE_MS = 2 * 60_000;
const DATABASE_TIMEOUT_MS = 2_000;

/** Readiness of the API in this process (of `db`, the database it opened, unless told another). */
export async function readiness(
  config: ApiConfig,
  now = new Date(),
  db: Database | undefined = databaseIfReady(config),
): Promise<Readiness> {
  const checks: Record<string, CheckResult> = {
    migrations: db ? "ok" : "the database is being opened and migrated",
    database: db ? await databaseAnswers(() => pingDatabase(db)) : "not open yet",
    storage: db ? await storageTakesWrites(config, db, now) : "not open yet",
    outbox: outboxAlive(outboxWorker()?.lastActiveAt() ?? null, now),
  };
  return { ready: Object.values(checks).every((check) => check === "ok"), checks };
}

/** A write is tried at most this often: an orchestrator asks every few seconds, on every instance. */
const STORAGE_PROBE_INTERVAL_MS = 5_000;
const storageProbes = new WeakMap<Database, { at: number; result: Promise<CheckResult> }>();

/**
 * The database stores a write, and so does the data folder where it holds the
 * embedded database or the outgoing mail: a full disk or a read-only store
 * takes the instance out of rotation before the teachers' forms fail.
 */
export function storageTakesWrites(config: ApiConfig, db: Database, now: Date): Promise<CheckResult> {
  const last = storageProbes.get(db);
  if (last && now.getTime() - last.at < STORAGE_PROBE_INTERVAL_MS) return last.result;
  const result = probeStorage(config, db);
  storageProbes.set(db, { at: now.getTime(), result });
  return result;
}

async function probeStorage(config: ApiConfig, db: Database): Promise<CheckResult> {
  const written = await databaseAnswers(() => probeDatabaseWrite(db));
  if (written === "unreachable") return "the database does not store a write";
  if (written !== "ok") return `a write to the database: ${written}`;
  const folderInUse = !config.databaseUrl || !config.smtpUrl;
  if (!folderInUse) return "ok";
  try {
    await writeAndRemove(path.join(config.dataDir, ".readyz-probe"));
    return "ok";
  } catch (error) {
    return `the data folder does not store a write (${(error as NodeJS.ErrnoException).code ?? "error"})`;
  }
}

async function writeAndRemove(file: string): Promise<void> {
  const handle = await fs.open(file, "w");
  try {
    await handle.writeFile("readyz\n");
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rm(file, { force: true });
}

export function outboxAlive(lastActiveAt: Date | null, now: Date): CheckResult {
  if (!lastActiveAt) return "the outbox worker has not run yet";
  const silentMs = now.getTime() - lastActiveAt.getTime();
  return silentMs <= OUTBOX_SILENCE_MS
    ? "ok"
    : `the outbox worker has been silent for ${Math.round(silentMs / 1000)} s`;
}

async function databaseAnswers(query: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${DATABASE_TIMEOUT_MS} ms`), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([query().then(() => "ok"), timeout]);
  } catch {
    // What failed stays out of an unauthenticated answer (addresses, user names): the server's log has it.
    return "unreachable";
  } finally {
    clearTimeout(timer);
  }
}
