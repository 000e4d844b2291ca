// Health for a proxy and an orchestrator (issue 17): /healthz says the process
// answers; /readyz that it can serve: the database answers, its migrations
// ran, it and the data folder take a write, and the outbox's worker is alive.
// Cheap, unauthenticated, and telling nothing but "ok" or what is not.
import { outboxWorker } from "./boot";
import type { ApiConfig } from "./config";
import { type Database, databaseIfReady, pingDatabase } from "./db/client";
import { type CheckResult, databaseAnswers, storageTakesWrites } from "./storage-probe";

export type { CheckResult } from "./storage-probe";

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

export function outboxAlive(lastActiveAt: Date | null, now: Date): CheckResult {
  if (!lastActiveAt) return "the outbox worker has not run yet";
  const silentMs = now.getTime() - lastActiveAt.getTime();
  return silentMs <= OUTBOX_SILENCE_MS
    ? "ok"
    : `the outbox worker has been silent for ${Math.round(silentMs / 1000)} s`;
}
