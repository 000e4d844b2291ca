// The outbox's rows (schema: outboxMails). Several processes may send from one
// database: a message is claimed with FOR UPDATE SKIP LOCKED and a lease, so
// each is sent by one worker at a time, and by another if that one dies.
import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "./client";
import { outboxMails } from "./schema";

export type OutboxRow = typeof outboxMails.$inferSelect;

export async function insertOutboxMail(
  db: Database,
  values: { recipient: string; content: string; nextAttemptAt: Date },
): Promise<void> {
  await db.insert(outboxMails).values(values);
}

/**
 * Up to `limit` messages due at `now`, oldest first, each counted as one more
 * attempt and leased to the caller until `leaseUntil` (no other worker takes
 * it before then; after, it is due again).
 */
export async function claimDueMails(
  db: Database,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(and(isNull(outboxMails.failedAt), lte(outboxMails.nextAttemptAt, now)))
    .orderBy(outboxMails.nextAttemptAt, outboxMails.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxMails)
    .set({ attempts: sql`${outboxMails.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(sql`${outboxMails.id} IN ${due}`)
    .returning();
}

/** Sent: the message (and the link it may carry) is gone from the database. */
export async function deleteSentMail(db: Database, id: number): Promise<void> {
  await db.delete(outboxMails).where(eq(outboxMails.id, id));
}

/** Not sent this time: due again at `retryAt`, or, with null, given up on. */
export async function recordFailedAttempt(
  db: Database,
  id: number,
  { error, retryAt, now }: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(outboxMails)
    .set(
      retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, failedAt: now, nextAttemptAt: now },
    )
    .where(eq(outboxMails.id, id));
}

/** Messages waiting to be sent, and those given up on (metrics, readiness). */
export async function outboxCounts(db: Database): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`(count(*) FILTER (WHERE ${outboxMails.failedAt} IS NULL))::int`,
      failed: sql<number>`(count(*) FILTER (WHERE ${outboxMails.failedAt} IS NOT NULL))::int`,
    })
    .from(outboxMails);
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

/** Messages given up on, due again now with a fresh count of attempts; answers how many. */
export async function requeueFailedMails(db: Database, now: Date): Promise<number> {
  const requeued = await db
    .update(outboxMails)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: now })
    .where(isNotNull(outboxMails.failedAt))
    .returning({ id: outboxMails.id });
  return requeued.length;
}
