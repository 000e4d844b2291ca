// Fixed-window counters kept in the database, so every app instance sees the
// same count (DESIGN §1: no state in a process).
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface CounterState {
  count: number;
  /** Seconds until the window ends and the counter starts again. */
  retryAfterSeconds: number;
}

function windowCutoff(now: Date, windowSeconds: number): string {
  return new Date(now.getTime() - windowSeconds * 1000).toISOString();
}

function stateOf(row: { count: number; windowStart: Date }, rule: RateLimit, now: Date): CounterState {
  const endsAt = row.windowStart.getTime() + rule.windowSeconds * 1000;
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Current count in the open window (0 when the window has passed). */
export async function peekCounter(db: Database, key: string, rule: RateLimit, now: Date): Promise<CounterState> {
  const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  if (!row || row.windowStart.getTime() <= now.getTime() - rule.windowSeconds * 1000) {
    return { count: 0, retryAfterSeconds: rule.windowSeconds };
  }
  return stateOf(row, rule, now);
}

/** Counts one attempt, atomically, starting a new window when the old one has passed. */
export async function countAttempt(db: Database, key: string, rule: RateLimit, now: Date): Promise<CounterState> {
  const expired = sql`${rateLimitCounters.windowStart} <= ${windowCutoff(now, rule.windowSeconds)}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimitCounters.windowStart} END`,
      },
    })
    .returning();
  return stateOf(row, rule, now);
}

export async function resetCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
