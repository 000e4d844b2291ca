// Rate limits as fixed windows: how many attempts a rule allows and how long
// until a refused caller may try again. The counters live in the database.
import type { Database } from "../db/client";
import { deleteCounter, findCounter, incrementCounter, type CounterRow } from "../db/rate-limits";

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

interface CounterState {
  count: number;
  /** Seconds until the window ends and the counter starts again. */
  retryAfterSeconds: number;
}

function windowCutoff(now: Date, windowSeconds: number): Date {
  return new Date(now.getTime() - windowSeconds * 1000);
}

function stateOf(row: CounterRow, rule: RateLimit, now: Date): CounterState {
  const endsAt = row.windowStart.getTime() + rule.windowSeconds * 1000;
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Current count in the open window (0 when the window has passed). */
export async function peekCounter(db: Database, key: string, rule: RateLimit, now: Date): Promise<CounterState> {
  const row = await findCounter(db, key);
  if (!row || row.windowStart.getTime() <= now.getTime() - rule.windowSeconds * 1000) {
    return { count: 0, retryAfterSeconds: rule.windowSeconds };
  }
  return stateOf(row, rule, now);
}

/** Counts one attempt, atomically, starting a new window when the old one has passed. */
export async function countAttempt(db: Database, key: string, rule: RateLimit, now: Date): Promise<CounterState> {
  return stateOf(await incrementCounter(db, key, now, windowCutoff(now, rule.windowSeconds)), rule, now);
}

export async function resetCounter(db: Database, key: string): Promise<void> {
  await deleteCounter(db, key);
}
