// In the database, so every instance sees the same count (DESIGN §1).
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

/** Concurrent attempts on one key take turns; the window slides with each attempt. */
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

export async function decrementCounter(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

export async function deleteCountersStartedBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, cutoff))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
