// Rate limits as fixed windows: how many attempts a rule allows and how long
// until a refused caller may try again; and growing delays, which slow a
// guesser down without locking anyone out. The counters live in the database.
import type { Database } from "../db/client";
import {
  type CounterRow,
  decrementCounter,
  deleteCounter,
  findCounter,
  incrementCounter,
  updateCounterInTurn,
} from "../db/rate-limits";

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

/**
 * A growing delay: `free` attempts, then each one waits after the last
 * 1, 2, 4… seconds (at most `maxDelaySeconds`); the count starts again after
 * `windowSeconds` without an attempt.
 */
export interface Backoff {
  free: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

/** How long the next attempt waits after the last one, `count` attempts having been made. */
export function backoffDelaySeconds(count: number, rule: Backoff): number {
  return count < rule.free ? 0 : Math.min(rule.maxDelaySeconds, 2 ** (count - rule.free));
}

export type Turn = { taken: true; count: number } | { taken: false; retryAfterSeconds: number };

/**
 * An attempt on its turn: counted when the delay since the last one has
 * passed, else refused with the seconds still to wait (and not counted).
 * Atomic: attempts sent at once are counted one after another, so none
 * skips its wait.
 */
export function takeTurn(db: Database, key: string, rule: Backoff, now: Date): Promise<Turn> {
  return updateCounterInTurn(db, key, now, (row): { next: CounterRow | null; answer: Turn } => {
    const lapsed = row.windowStart.getTime() <= now.getTime() - rule.windowSeconds * 1000;
    const count = lapsed ? 0 : row.count;
    const waitMs = row.windowStart.getTime() + backoffDelaySeconds(count, rule) * 1000 - now.getTime();
    if (waitMs > 0) return { next: null, answer: { taken: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } };
    return { next: { count: count + 1, windowStart: now }, answer: { taken: true, count: count + 1 } };
  });
}

/** The turn of an attempt that was no guess (a right answer) goes back. */
export async function giveBackTurn(db: Database, key: string): Promise<void> {
  await decrementCounter(db, key);
}
