// Sessions end at logout, a password change or reset, and when a refresh token is shown twice (ASVS 4.0.3 V3.3, V3.5).
import crypto from "node:crypto";

import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";

import { type Database, isStorageFailure } from "./client";
import { preparedOnce } from "./prepared";
import { passwordTokens, refreshTokens, sessions, users } from "./schema";
import type { UserRow } from "./users";

export async function startSession(
  db: Database,
  input: { userId: number; expiresAt: Date; idleTimeoutSeconds: number | null },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(sessions).values({ id, ...input });
  return id;
}

const IDLE_SLIDE_STEP_MS = 60_000;

export function sessionEnd(refreshExpiresAt: Date, idleTimeoutSeconds: number | null, now: Date): Date {
  if (idleTimeoutSeconds === null) return refreshExpiresAt;
  return new Date(Math.min(refreshExpiresAt.getTime(), now.getTime() + idleTimeoutSeconds * 1000));
}

export interface SessionUser {
  user: UserRow;
  secondFactorConfirmed: boolean;
  /** After any slide this lookup made. */
  expiresAt: Date;
  idleTimeoutSeconds: number | null;
}

/** An idle session's end moves with its use, written at most once per step. */
export function slideDue(session: Pick<SessionUser, "expiresAt" | "idleTimeoutSeconds">, now: Date): boolean {
  const { idleTimeoutSeconds, expiresAt } = session;
  if (idleTimeoutSeconds === null) return false;
  return expiresAt.getTime() < now.getTime() + idleTimeoutSeconds * 1000 - IDLE_SLIDE_STEP_MS;
}

const sessionUserQuery = preparedOnce("session_user", (db) =>
  db
    .select({
      user: users,
      secondFactorAt: sessions.secondFactorAt,
      expiresAt: sessions.expiresAt,
      idleTimeoutSeconds: sessions.idleTimeoutSeconds,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        eq(users.isActive, true),
      ),
    ),
);

export async function findSessionUser(
  db: Database,
  input: { userId: number; sessionId: string; now: Date },
): Promise<SessionUser | undefined> {
  const [row] = await sessionUserQuery(db).execute(input);
  if (!row) return undefined;
  const { idleTimeoutSeconds } = row;
  let { expiresAt } = row;
  if (idleTimeoutSeconds !== null && slideDue(row, input.now)) {
    const end = new Date(input.now.getTime() + idleTimeoutSeconds * 1000);
    // A full disk must not fail the call: the session ends no later than it would have.
    const slid = await db
      .update(sessions)
      .set({ expiresAt: end })
      .where(and(eq(sessions.id, input.sessionId), isNull(sessions.endedAt)))
      .then(() => true)
      .catch((error: unknown) => {
        if (!isStorageFailure(error)) throw error;
        return false;
      });
    if (slid) expiresAt = end;
  }
  return { user: row.user, secondFactorConfirmed: row.secondFactorAt !== null, expiresAt, idleTimeoutSeconds };
}

export async function storeRefreshToken(
  db: Database,
  input: { jti: string; userId: number; sessionId: string; expiresAt: Date; sessionExpiresAt: Date },
): Promise<void> {
  const { sessionExpiresAt, ...token } = input;
  await db.insert(refreshTokens).values(token);
  await db.update(sessions).set({ expiresAt: sessionExpiresAt }).where(eq(sessions.id, input.sessionId));
}

/** A spent token shown again was copied: its session ends (OWASP's refresh token reuse detection). */
export async function rotateRefreshToken(
  db: Database,
  input: { jti: string; sessionId: string; now: Date },
): Promise<{ userId: number; sessionId: string; idleTimeoutSeconds: number | null } | null> {
  const { jti, sessionId, now } = input;
  return db.transaction(async (tx) => {
    const [token] = await tx
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.sessionId, sessionId)))
      .for("update");
    if (!token || token.revokedAt || token.expiresAt <= now) return null;
    if (token.rotatedAt) {
      await endSessionIn(tx, sessionId, now);
      return null;
    }
    const [live] = await tx
      .select({ idleTimeoutSeconds: sessions.idleTimeoutSeconds })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, now),
          eq(users.isActive, true),
        ),
      );
    if (!live) return null;
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.jti, jti));
    return { userId: token.userId, sessionId, idleTimeoutSeconds: live.idleTimeoutSeconds };
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function endSessionIn(db: Database | Transaction, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Logout: the session and every token of it end now. */
export function endSession(db: Database, sessionId: string, now: Date): Promise<void> {
  return endSessionIn(db, sessionId, now);
}

/**
 * A new password: every session of the user ends but the one it was set
 * from (none after a reset by e-mail), and so does every password link the
 * user has not used yet.
 */
export async function endOtherSessions(
  db: Database,
  input: { userId: number; keep: string | null; now: Date },
): Promise<void> {
  const { userId, keep, now } = input;
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep ? ne(sessions.id, keep) : undefined));
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}
