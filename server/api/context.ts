import type { Context } from "hono";

import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import type { SessionUser } from "../db/sessions";
import type { UserRow } from "../db/users";
import type { MailQueue } from "../mail/outbox";
import { readToken } from "../security/jwt";
import type { AfterAnswer } from "./after-answer";
import { notAuthenticated, tokenNotValid } from "./http/errors";
import type { ReadCache } from "./read-cache";
import type { SessionCache } from "./session-cache";

export type User = UserRow;

export interface ApiDependencies {
  config: ApiConfig;
  /** In the transaction of the change that causes it. */
  mail: MailQueue;
  afterAnswer: AfterAnswer;
  now: () => Date;
  sessions: SessionCache;
  reads: ReadCache;
}

/** Tokens verified during one page request in this process; an API over HTTP checks every call. */
export interface InProcessScope {
  verifiedTokens: Map<string, Promise<unknown>>;
}

export interface ApiEnv {
  Bindings: { scope?: InProcessScope } | undefined;
  Variables: {
    deps: ApiDependencies;
    db: Database;
    accessToken: string | null;
    sessionId: string | null;
    secondFactorConfirmed: boolean;
    user: User | null;
  };
}

export type ApiContext = Context<ApiEnv>;

/** simplejwt's `JWT` scheme only; a bad or expired token is a 401, as DRF does. */
export async function authenticate(c: ApiContext): Promise<void> {
  c.set("user", null);
  c.set("accessToken", null);
  c.set("sessionId", null);
  c.set("secondFactorConfirmed", false);
  const header = c.req.header("authorization");
  if (!header) return;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (!token || rest.length > 0 || scheme !== "JWT") throw tokenNotValid();
  const { config, now, sessions } = c.get("deps");
  const claims = readToken(token, "access", config.jwtSecret, now());
  if (!claims) throw tokenNotValid();
  // Only while its session lasts and its account is active (ASVS 4.0.3 V3.3.1).
  const found = await onceInScope(c.env?.scope, token, () =>
    sessions.lookUp(c.get("db"), { userId: claims.user_id, sessionId: claims.sid, now: now() }),
  );
  if (!found) throw tokenNotValid();
  c.set("user", found.user);
  c.set("secondFactorConfirmed", found.secondFactorConfirmed);
  c.set("accessToken", token);
  c.set("sessionId", claims.sid);
}

function onceInScope(
  scope: InProcessScope | undefined,
  token: string,
  lookUp: () => Promise<SessionUser | undefined>,
): Promise<SessionUser | undefined> {
  if (!scope) return lookUp();
  let found = scope.verifiedTokens.get(token) as Promise<SessionUser | undefined> | undefined;
  if (!found) {
    found = lookUp();
    scope.verifiedTokens.set(token, found);
    // A database that failed once is asked again by the next call.
    found.catch(() => scope.verifiedTokens.delete(token));
  }
  return found;
}

/** Meanwhile `c.get("db")` is the transaction (on PGlite a query outside it would wait forever). */
export async function inOneTransaction<T>(c: ApiContext, work: () => Promise<T>): Promise<T> {
  const db = c.get("db");
  return db.transaction(async (tx) => {
    c.set("db", tx);
    try {
      return await work();
    } finally {
      c.set("db", db);
    }
  });
}

export function requireUser(c: ApiContext): User {
  const user = c.get("user");
  if (!user) throw notAuthenticated();
  return user;
}
