// Token pairs: a short-lived access token and a refresh token recorded in the
// database, so each refresh token is good for exactly one refresh (rotation).
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import { storeRefreshToken } from "../db/users";
import { issueToken } from "../security/jwt";

interface TokenPair {
  access: string;
  refresh: string;
}

export async function issueTokenPair(db: Database, config: ApiConfig, userId: number, now: Date): Promise<TokenPair> {
  const access = issueToken("access", userId, config.accessTokenTtl, config.jwtSecret, now);
  const refresh = issueToken("refresh", userId, config.refreshTokenTtl, config.jwtSecret, now);
  await storeRefreshToken(db, { jti: refresh.claims.jti, userId, expiresAt: new Date(refresh.claims.exp * 1000) });
  return { access: access.token, refresh: refresh.token };
}
