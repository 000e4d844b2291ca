// Token pairs of a login session: a short-lived access token and a refresh
// token recorded in the database, each good for one refresh (rotation), both
// carrying the session's id so that ending it ends them (server/db/sessions.ts).
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import { startSession, storeRefreshToken } from "../db/sessions";
import { issueToken } from "../security/jwt";

interface TokenPair {
  access: string;
  refresh: string;
}

/** The pair of a new login session. */
export async function startTokenPair(db: Database, config: ApiConfig, userId: number, now: Date): Promise<TokenPair> {
  const sessionId = await startSession(db, userId, new Date(now.getTime() + config.refreshTokenTtl * 1000));
  return issueTokenPair(db, config, { userId, sessionId }, now);
}

/** A next pair of a session that lasts. */
export async function issueTokenPair(
  db: Database,
  config: ApiConfig,
  { userId, sessionId }: { userId: number; sessionId: string },
  now: Date,
): Promise<TokenPair> {
  const access = issueToken("access", userId, sessionId, config.accessTokenTtl, config.jwtSecret, now);
  const refresh = issueToken("refresh", userId, sessionId, config.refreshTokenTtl, config.jwtSecret, now);
  await storeRefreshToken(db, {
    jti: refresh.claims.jti,
    userId,
    sessionId,
    expiresAt: new Date(refresh.claims.exp * 1000),
  });
  return { access: access.token, refresh: refresh.token };
}
