// Fixed-window counters kept in the database, so every app instance sees the
// same count (DESIGN §1: no state in a process).
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "./client";
import { rateLimitCounters } from "./schema";

export interface CounterRow {
  count: number;
  windowStart: Date;
}

export async function findCounter(db: Database, key: string): Promise<CounterRow | undefined> {
  const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return row;
}

/**
 * Counts one attempt, atomically: a window that started at or before
 * `windowCutoff` has passed, and the count starts again at 1 from `now`.
 */
export async function incrementCounter(db: Database, key: string, now: Date, windowCutoff: Date): Promise<CounterRow> {
  const expired = sql`${rateLimitCounters.windowStart} <= ${windowCutoff.toISOString()}::timestamptz`;
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
  return row;
}

/**
 * Runs `decide` on the counter as it stands, its row locked until `decide`
 * is done: concurrent attempts on one key take their turns one by one. What
 * `decide` answers as `next` is stored; `windowStart` is then the last
 * attempt (a window that slides with each one).
 */
export async function updateCounterInTurn<T>(
  db: Database,
  key: string,
  now: Date,
  decide: (row: CounterRow) => { next: CounterRow | null; answer: T },
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(rateLimitCounters).values({ key, count: 0, windowStart: now }).onConflictDoNothing();
    const [row] = await tx.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)).for("update");
    const { next, answer } = decide(row);
    if (next) await tx.update(rateLimitCounters).set(next).where(eq(rateLimitCounters.key, key));
    return answer;
  });
}

/** One attempt fewer on the counter (a right answer is not a guess). */
export async function decrementCounter(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Deletes the counters whose window started before `cutoff`; answers how many. */
export async function deleteCountersStartedBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, cutoff))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
