// Tables that only ever grow unless someone prunes them: the throttling
// counters and the remembered answers of idempotent creates. Every instance
// prunes them now and then; deleting what another already deleted is harmless.
import type { Database } from "./client";
import { deleteIdempotencyKeysBefore } from "./idempotency";
import { deleteCountersStartedBefore } from "./rate-limits";
import { log } from "../log";

/** Longer than every rate limit's window (the longest is half a day): an older counter counts nothing. */
export const COUNTER_RETENTION_SECONDS = 24 * 3600;
/** A form sent twice comes back within seconds; a day covers a browser left open overnight. */
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

/** Prunes now and every ten minutes, without keeping the process alive; answers how to stop. */
export function startHousekeeping(db: Database, now: () => Date = () => new Date()): () => void {
  const run = () =>
    purgeExpiredRows(db, now()).catch((error: unknown) => log.error({ err: error }, "housekeeping failed"));
  void run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
