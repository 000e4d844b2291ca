// Token pairs of a login session: a short-lived access token and a refresh
// token recorded in the database, each good for one refresh (rotation), both
// carrying the session's id so that ending it ends them (server/db/sessions.ts).
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import { sessionEnd, startSession, storeRefreshToken } from "../db/sessions";
import { issueToken } from "../security/jwt";

interface TokenPair {
  access: string;
  refresh: string;
}

interface SessionOf {
  userId: number;
  sessionId: string;
  /** Ends after this many seconds without a call (a session not kept on the device); null: kept. */
  idleTimeoutSeconds: number | null;
}

/** The pair of a new login session; `idleTimeoutSeconds` as SessionOf's. */
export async function startTokenPair(
  db: Database,
  config: ApiConfig,
  userId: number,
  now: Date,
  idleTimeoutSeconds: number | null = null,
): Promise<TokenPair> {
  const expiresAt = sessionEnd(new Date(now.getTime() + config.refreshTokenTtl * 1000), idleTimeoutSeconds, now);
  const sessionId = await startSession(db, { userId, expiresAt, idleTimeoutSeconds });
  return issueTokenPair(db, config, { userId, sessionId, idleTimeoutSeconds }, now);
}

/**
 * A next pair of a session that lasts. Both tokens say whether the session
 * has an idle timeout (`idle`), so the web app keeps its cookies only as long
 * as the browser runs and can warn before the session ends.
 */
export async function issueTokenPair(
  db: Database,
  config: ApiConfig,
  { userId, sessionId, idleTimeoutSeconds }: SessionOf,
  now: Date,
): Promise<TokenPair> {
  const extra = idleTimeoutSeconds === null ? {} : { idle: idleTimeoutSeconds };
  const access = issueToken("access", userId, sessionId, config.accessTokenTtl, config.jwtSecret, now, extra);
  const refresh = issueToken("refresh", userId, sessionId, config.refreshTokenTtl, config.jwtSecret, now, extra);
  const expiresAt = new Date(refresh.claims.exp * 1000);
  await storeRefreshToken(db, {
    jti: refresh.claims.jti,
    userId,
    sessionId,
    expiresAt,
    sessionExpiresAt: sessionEnd(expiresAt, idleTimeoutSeconds, now),
  });
  return { access: access.token, refresh: refresh.token };
}
