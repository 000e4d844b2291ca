// Accepting a code and spending a recovery code are single statements that succeed once.
import { and, count, eq, isNull, lt, sql } from "drizzle-orm";

import type { Database } from "./client";
import { recoveryCodes, secondFactors, sessions } from "./schema";

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export async function findSecondFactor(db: Database, userId: number): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return row;
}

export async function storePendingSecret(db: Database, userId: number, pendingSecretEncrypted: string): Promise<void> {
  await db
    .insert(secondFactors)
    .values({ userId, pendingSecretEncrypted })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { pendingSecretEncrypted, updatedAt: sql`now()` } });
}

export async function enableSecondFactor(
  db: Database,
  input: { userId: number; secretEncrypted: string; timeStep: number; recoveryCodeHashes: string[]; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(secondFactors)
      .set({
        secretEncrypted: input.secretEncrypted,
        pendingSecretEncrypted: null,
        enabledAt: input.now,
        lastTimeStep: input.timeStep,
        updatedAt: input.now,
      })
      .where(eq(secondFactors.userId, input.userId));
    await replaceRecoveryCodes(tx, input.userId, input.recoveryCodeHashes);
  });
}

export async function replaceRecoveryCodes(db: Database, userId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function claimTimeStep(db: Database, userId: number, timeStep: number): Promise<boolean> {
  const claimed = await db
    .update(secondFactors)
    .set({ lastTimeStep: timeStep })
    .where(and(eq(secondFactors.userId, userId), lt(secondFactors.lastTimeStep, timeStep)))
    .returning({ userId: secondFactors.userId });
  return claimed.length === 1;
}

export async function spendRecoveryCode(db: Database, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function confirmSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
}

export async function removeSecondFactor(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
  });
}
