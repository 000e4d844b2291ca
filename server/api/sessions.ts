// Rotating refresh tokens recorded in the database; both tokens carry the session id, so ending it ends them.
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
  idleTimeoutSeconds: number | null;
}

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

/** `idle` tells the web app to keep its cookies only while the browser runs. */
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
