// Every instance prunes; deleting what another already deleted is harmless.
import { log } from "../log";
import type { Database } from "./client";
import { deleteIdempotencyKeysBefore } from "./idempotency";
import { deleteCountersStartedBefore } from "./rate-limits";

/** Longer than every rate limit's window. */
export const COUNTER_RETENTION_SECONDS = 24 * 3600;
/** A day covers a browser left open overnight. */
export const IDEMPOTENCY_KEY_RETENTION_SECONDS = 24 * 3600;
const INTERVAL_MS = 10 * 60 * 1000;

export async function purgeExpiredRows(
  db: Database,
  now: Date,
): Promise<{ counters: number; idempotencyKeys: number }> {
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  return {
    counters: await deleteCountersStartedBefore(db, before(COUNTER_RETENTION_SECONDS)),
    idempotencyKeys: await deleteIdempotencyKeysBefore(db, before(IDEMPOTENCY_KEY_RETENTION_SECONDS)),
  };
}

export function startHousekeeping(db: Database, now: () => Date = () => new Date()): () => void {
  const run = () =>
    purgeExpiredRows(db, now()).catch((error: unknown) => log.error({ err: error }, "housekeeping failed"));
  void run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
