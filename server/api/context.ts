// What every route can reach: the database, configuration, mail queue, clock and
// the authenticated user, typed once for all routers.
import type { Context } from "hono";
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import { findSessionUser, type SessionUser } from "../db/sessions";
import type { UserRow } from "../db/users";
import type { MailQueue } from "../mail/outbox";
import type { AfterAnswer } from "./after-answer";
import { readToken } from "../security/jwt";
import { notAuthenticated, tokenNotValid } from "./http/errors";

export type User = UserRow;

export interface ApiDependencies {
  config: ApiConfig;
  /** E-mail goes into the outbox in the transaction of the change that causes it. */
  mail: MailQueue;
  /** Runs work the answer must not wait for (e-mails whose timing would tell who has an account). */
  afterAnswer: AfterAnswer;
  /** Injected so tests can stand inside sign-up and survey windows. */
  now: () => Date;
}

/**
 * What the web app in this process hands every call of one page request
 * (app/lib/api/transport.server.ts): the tokens already verified for it. It
 * cannot come over the network; an API over HTTP checks every call itself.
 */
export interface InProcessScope {
  verifiedTokens: Map<string, Promise<unknown>>;
}

export interface ApiEnv {
  Bindings: { scope?: InProcessScope } | undefined;
  Variables: {
    deps: ApiDependencies;
    db: Database;
    /** The presented access token, when valid. */
    accessToken: string | null;
    /** The login session of that token. */
    sessionId: string | null;
    /** That session was confirmed with a second factor (what the office's calls need). */
    secondFactorConfirmed: boolean;
    user: User | null;
  };
}

export type ApiContext = Context<ApiEnv>;

/**
 * Reads `Authorization: JWT <token>`, simplejwt's header type and the
 * contract's only one: "Bearer" or any other scheme is refused. No header:
 * anonymous. A bad or expired token: 401, as DRF does.
 */
export async function authenticate(c: ApiContext): Promise<void> {
  c.set("user", null);
  c.set("accessToken", null);
  c.set("sessionId", null);
  c.set("secondFactorConfirmed", false);
  const header = c.req.header("authorization");
  if (!header) return;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (!token || rest.length > 0 || scheme !== "JWT") throw tokenNotValid();
  const { config, now } = c.get("deps");
  const claims = readToken(token, "access", config.jwtSecret, now());
  if (!claims) throw tokenNotValid();
  // The token is good only while its session lasts and its account is active (ASVS 4.0.3 V3.3.1).
  const found = await onceInScope(c.env?.scope, token, () =>
    findSessionUser(c.get("db"), { userId: claims.user_id, sessionId: claims.sid, now: now() }),
  );
  if (!found) throw tokenNotValid();
  c.set("user", found.user);
  c.set("secondFactorConfirmed", found.secondFactorConfirmed);
  c.set("accessToken", token);
  c.set("sessionId", claims.sid);
}

/** The session lookup of a token, shared by the calls of one page request in this process. */
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

/**
 * Runs `work` with every query of the request in one transaction: what it
 * stores is stored together or not at all. Meanwhile `c.get("db")` is the
 * transaction (on PGlite a query outside it would wait for it forever).
 */
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
