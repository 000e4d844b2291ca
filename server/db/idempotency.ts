import { and, eq, lt } from "drizzle-orm";

import type { Database } from "./client";
import { idempotentRequests } from "./schema";

type IdempotentRequestRow = typeof idempotentRequests.$inferSelect;

export async function claimIdempotencyKey(
  db: Database,
  userId: number,
  key: string,
  fingerprint: string,
): Promise<number | null> {
  const [claimed] = await db
    .insert(idempotentRequests)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ id: idempotentRequests.id });
  return claimed?.id ?? null;
}

export async function findIdempotentRequest(
  db: Database,
  userId: number,
  key: string,
): Promise<IdempotentRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  return row;
}

export async function rememberIdempotentAnswer(
  db: Database,
  id: number,
  answer: { status: number; body: string },
): Promise<void> {
  await db.update(idempotentRequests).set(answer).where(eq(idempotentRequests.id, id));
}

export async function deleteIdempotencyKeysBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, cutoff))
    .returning({ id: idempotentRequests.id });
  return deleted.length;
}
