// Who is asking, known in process: a session read once is kept until a change to it or its account is told.
// Why: docs/decisions/019-sessions-verified-in-process.md
import type { ChangeFeed } from "../db/changes";
import type { Database } from "../db/client";
import { findSessionUser, type SessionUser, slideDue } from "../db/sessions";

const MAX_SESSIONS = 10_000;

interface Kept extends SessionUser {
  userId: number;
}

export interface SessionCache {
  /** `findSessionUser`, from memory while the change feed is fresh. */
  lookUp(db: Database, input: { userId: number; sessionId: string; now: Date }): Promise<SessionUser | undefined>;
  /** How many sessions are kept (for tests and metrics). */
  size(): number;
}

/** Without a change feed nothing is kept: every call asks the database. */
export function createSessionCache(changes: ChangeFeed | undefined): SessionCache {
  if (!changes) return { lookUp: findSessionUser, size: () => 0 };
  const kept = new Map<string, Kept>();
  changes.subscribe((payload) => {
    if (payload === "reset") return kept.clear();
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === "s:") kept.delete(id);
    if (kind === "u:")
      for (const [sessionId, session] of kept) if (String(session.userId) === id) kept.delete(sessionId);
  });
  return {
    async lookUp(db, input) {
      const { userId, sessionId, now } = input;
      const session = kept.get(sessionId);
      if (
        session &&
        changes.fresh() &&
        session.userId === userId &&
        session.expiresAt > now &&
        !slideDue(session, now)
      ) {
        return session;
      }
      kept.delete(sessionId);
      const generation = changes.generation();
      const found = await findSessionUser(db, input);
      // A change told while the database answered may not be in the answer.
      if (found && changes.generation() === generation) {
        if (kept.size >= MAX_SESSIONS) kept.delete(kept.keys().next().value as string);
        // Shared by every request that follows: frozen, so none can change it for the others.
        kept.set(sessionId, Object.freeze({ ...found, user: Object.freeze(found.user), userId }));
      }
      return found;
    },
    size: () => kept.size,
  };
}
