// Several processes send from one database: FOR UPDATE SKIP LOCKED and a lease, retaken if a worker dies.
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

/** The message, and the link it may carry, is gone from the database. */
export async function deleteSentMail(db: Database, id: number): Promise<void> {
  await db.delete(outboxMails).where(eq(outboxMails.id, id));
}

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

export async function outboxCounts(db: Database): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`(count(*) FILTER (WHERE ${outboxMails.failedAt} IS NULL))::int`,
      failed: sql<number>`(count(*) FILTER (WHERE ${outboxMails.failedAt} IS NOT NULL))::int`,
    })
    .from(outboxMails);
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

export async function requeueFailedMails(db: Database, now: Date): Promise<number> {
  const requeued = await db
    .update(outboxMails)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: now })
    .where(isNotNull(outboxMails.failedAt))
    .returning({ id: outboxMails.id });
  return requeued.length;
}
