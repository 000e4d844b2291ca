// What every route can reach: the database, configuration, mailer, clock and
// the authenticated user, typed once for all routers.
import type { Context } from "hono";
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import { findUserById, type UserRow } from "../db/users";
import type { Mailer } from "../mail/mailer";
import { readToken } from "../security/jwt";
import { notAuthenticated, tokenNotValid } from "./http/errors";

export type User = UserRow;

export interface ApiDependencies {
  config: ApiConfig;
  mailer: Mailer;
  /** Injected so tests can stand inside sign-up and survey windows. */
  now: () => Date;
}

export interface ApiEnv {
  Variables: {
    deps: ApiDependencies;
    db: Database;
    /** The presented access token, when valid. */
    accessToken: string | null;
    user: User | null;
  };
}

export type ApiContext = Context<ApiEnv>;

/**
 * Reads `Authorization: JWT <token>` (simplejwt's header type; "Bearer" is
 * accepted too). No header: anonymous. A bad or expired token: 401, as DRF does.
 */
export async function authenticate(c: ApiContext): Promise<void> {
  c.set("user", null);
  c.set("accessToken", null);
  const header = c.req.header("authorization");
  if (!header) return;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (!token || rest.length > 0 || !/^(jwt|bearer)$/i.test(scheme)) throw tokenNotValid();
  const { config, now } = c.get("deps");
  const claims = readToken(token, "access", config.jwtSecret, now());
  if (!claims) throw tokenNotValid();
  const user = await findUserById(c.get("db"), claims.user_id);
  if (!user || !user.isActive) throw tokenNotValid();
  c.set("user", user);
  c.set("accessToken", token);
}

export function requireUser(c: ApiContext): User {
  const user = c.get("user");
  if (!user) throw notAuthenticated();
  return user;
}
