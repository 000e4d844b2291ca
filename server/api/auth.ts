// /pl/api/auth/: login, tokens, password links (django-rest-passwordreset style) and registration.

import { authOperations } from "../../app/lib/contract";
import { SESSION_IDLE_TIMEOUT_SECONDS } from "../../app/lib/contract/constants";
import type { Database } from "../db/client";
import { endOtherSessions, endSession, findSessionUser, rotateRefreshToken } from "../db/sessions";
import {
  consumePasswordToken,
  createRegisteredUser,
  findUsablePasswordToken,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  normalizeEmail,
  recordLogin,
  setPasswordHash,
} from "../db/users";
import { accountExistsMail, officeOf, passwordChangedMail } from "../mail/templates";
import { metrics } from "../metrics";
import { readToken } from "../security/jwt";
import { hashOneTimeToken } from "../security/one-time-tokens";
import { hashPassword, needsRehash, verifyPassword } from "../security/passwords";
import { countAttempt, type RateLimit, resetCounter } from "../security/rate-limit";
import { storageTakesWrites } from "../storage-probe";
import { clientAddress } from "./client-address";
import type { ApiContext, User } from "./context";
import { requireEvent } from "./events";
import { nonFieldError, notFound, saveFailed, tokenNotValid } from "./http/errors";
import { type Input, routes } from "./http/route";
import { guarded, perAddress, throttlePerAddress } from "./http/throttle";
import { sendPasswordLink } from "./password-links";
import { issueTokenPair, startTokenPair } from "./sessions";
import { userJson } from "./user-json";

/** A school's shared address has a staff room of teachers who mistype; successes are not counted. */
const LOGIN_FAILURES_PER_IP: RateLimit = { limit: 50, windowSeconds: 15 * 60 };
/** Paused at that address only, never for its owner elsewhere (ASVS V2.2.1: no lockout by others). */
const LOGIN_FAILURES_PER_ACCOUNT_AND_IP: RateLimit = { limit: 5, windowSeconds: 15 * 60 };
const REGISTRATIONS_PER_IP: RateLimit = { limit: 100, windowSeconds: 3600 };
/** Enough for a forgetful teacher, too few to flood a mailbox. */
const ACCOUNT_EXISTS_MAILS_PER_ACCOUNT: RateLimit = { limit: 3, windowSeconds: 3600 };
const RESET_MAILS_PER_ADDRESS: RateLimit = { limit: 5, windowSeconds: 3600 };

const AUTH_MESSAGES = {
  invalidCredentials: "Nieprawidłowy adres e-mail lub hasło.",
  passwordTokenInvalid: "Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł.",
} as const;

async function login(c: ApiContext, input: Input<typeof authOperations.login>) {
  const { email, password, remember = true } = await input.body();
  const db = c.get("db");
  const { config, now } = c.get("deps");
  const accountKey = `login:failures:account:${normalizeEmail(email)}:ip:${clientAddress(c) ?? "unknown"}`;
  const user = await guarded(
    c,
    [[accountKey, LOGIN_FAILURES_PER_ACCOUNT_AND_IP], ...perAddress(c, "login:failures", LOGIN_FAILURES_PER_IP)],
    async () => {
      const found = await findUserByEmail(db, email);
      const passwordMatches = await verifyPassword(password, found?.passwordHash ?? null);
      return found && passwordMatches && found.isActive ? found : null;
    },
  );
  if (!user) {
    metrics.loginFailures.inc();
    throw nonFieldError(AUTH_MESSAGES.invalidCredentials);
  }
  // A weaker or scrypt-era hash is replaced now the password is known (ASVS 4.0.3 V2.4.1).
  const rehashed = user.passwordHash && needsRehash(user.passwordHash) ? await hashPassword(password) : null;
  const pair = await db.transaction(async (tx) => {
    await resetCounter(tx, accountKey);
    if (rehashed) await setPasswordHash(tx, user.id, rehashed);
    await recordLogin(tx, user.id, now());
    return startTokenPair(tx, config, user.id, now(), remember ? null : SESSION_IDLE_TIMEOUT_SECONDS);
  });
  return { token: pair.access, refresh: pair.refresh, user: await userJson(db, user) };
}

async function refresh(c: ApiContext, input: Input<typeof authOperations.refresh>) {
  const body = await input.body();
  const db = c.get("db");
  const { config, now } = c.get("deps");
  const claims = readToken(body.refresh, "refresh", config.jwtSecret, now());
  // Stored together: a failure leaves the old token good for a retry.
  const pair =
    claims &&
    (await db.transaction(async (tx) => {
      const session = await rotateRefreshToken(tx, { jti: claims.jti, sessionId: claims.sid, now: now() });
      return session && issueTokenPair(tx, config, session, now());
    }));
  if (!pair) throw tokenNotValid();
  return pair;
}

/** Not in SPEC §7: ends the session for good (ASVS 4.0.3 V3.3.1). */
async function logout(c: ApiContext, input: Input<typeof authOperations.logout>) {
  const body = await input.body();
  const { config, now } = c.get("deps");
  const claims = readToken(body.refresh, "refresh", config.jwtSecret, now());
  if (claims) await endSession(c.get("db"), claims.sid, now());
  return { status: "OK" as const };
}

async function verify(c: ApiContext, input: Input<typeof authOperations.verify>) {
  const body = await input.body();
  const { config, now } = c.get("deps");
  const claims =
    readToken(body.token, "access", config.jwtSecret, now()) ??
    readToken(body.token, "refresh", config.jwtSecret, now());
  const user =
    claims && (await findSessionUser(c.get("db"), { userId: claims.user_id, sessionId: claims.sid, now: now() }));
  if (!user) throw tokenNotValid();
  return {};
}

/** Same answer, same time for every address (ASVS 4.0.3 V2.5, V3); a store that cannot write is a 503 for all. */
async function requestPasswordReset(c: ApiContext, input: Input<typeof authOperations.requestPasswordReset>) {
  const { email } = await input.body();
  const db = c.get("db");
  const { afterAnswer, config, now } = c.get("deps");
  if ((await storageTakesWrites(config, db, new Date())) !== "ok") throw saveFailed();
  const sent = await countAttempt(db, `reset:address:${normalizeEmail(email)}`, RESET_MAILS_PER_ADDRESS, now());
  if (sent.count <= RESET_MAILS_PER_ADDRESS.limit) {
    afterAnswer("password reset mail", async () => {
      const user = await findUserByEmail(db, email);
      if (user?.isActive) await sendPasswordLink(c, user, "reset");
    });
  }
  return { status: "OK" as const };
}

async function validatePasswordToken(c: ApiContext, input: Input<typeof authOperations.validatePasswordToken>) {
  const { token } = await input.body();
  const found = await findUsablePasswordToken(c.get("db"), hashOneTimeToken(token), c.get("deps").now());
  if (!found) throw notFound(AUTH_MESSAGES.passwordTokenInvalid);
  return { status: "OK" as const };
}

async function confirmPassword(c: ApiContext, input: Input<typeof authOperations.confirmPassword>) {
  const body = await input.body();
  const db = c.get("db");
  const now = c.get("deps").now();
  const passwordHash = await hashPassword(body.password);
  const { config, mail } = c.get("deps");
  const userId = await db.transaction(async (tx) => {
    const token = await consumePasswordToken(tx, hashOneTimeToken(body.token), now);
    if (!token) return null;
    await setPasswordHash(tx, token.userId, passwordHash);
    // Every session and every other link ends (ASVS 4.0.3 V2.5, V3.3.3).
    await endOtherSessions(tx, { userId: token.userId, keep: null, now });
    // A first password is no change; a reset is, and its owner hears of it.
    const owner = token.purpose === "reset" ? await findUserById(tx, token.userId) : undefined;
    if (owner)
      await mail.queue(tx, passwordChangedMail({ to: owner.email, firstname: owner.firstname, ...officeOf(config) }));
    return token.userId;
  });
  if (!userId) throw notFound(AUTH_MESSAGES.passwordTokenInvalid);
  return { status: "OK" as const };
}

/** Alike for new and known addresses (ASVS 4.0.3 V2.5: no enumeration); the e-mails go after answering. */
async function register(c: ApiContext, input: Input<typeof authOperations.register>) {
  const event = await requireEvent(c);
  const body = await input.body();
  const db = c.get("db");
  await throttlePerAddress(c, "register", REGISTRATIONS_PER_IP);
  const existing = await findUserByEmail(db, body.email);
  const created = existing ? null : await createUserUnlessTaken(db, body, event.id);
  const { afterAnswer, now, mail } = c.get("deps");
  if (created) {
    afterAnswer("first-password mail", () => sendPasswordLink(c, created, "generate"));
  } else {
    afterAnswer("account-exists mail", async () => {
      const user = existing ?? (await findUserByEmail(db, body.email));
      if (!user) return;
      // Someone could register a teacher's address over and over.
      const sent = await countAttempt(db, `account-exists:${user.id}`, ACCOUNT_EXISTS_MAILS_PER_ACCOUNT, now());
      if (sent.count > ACCOUNT_EXISTS_MAILS_PER_ACCOUNT.limit) return;
      const site = c.get("deps").config.publicUrl;
      await mail.queue(
        db,
        accountExistsMail({
          to: user.email,
          firstname: user.firstname,
          loginUrl: `${site}/logowanie`,
          recoveryUrl: `${site}/przywracanie-hasla`,
        }),
      );
    });
  }
  return { status: "OK" as const };
}

async function createUserUnlessTaken(
  db: Database,
  body: Awaited<ReturnType<Input<typeof authOperations.register>["body"]>>,
  eventId: number,
): Promise<User | null> {
  try {
    return await createRegisteredUser(db, { email: body.email, profile: body, eventId });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export const authRoutes = routes(authOperations, {
  login,
  refresh,
  verify,
  logout,
  requestPasswordReset,
  validatePasswordToken,
  confirmPassword,
});

export const eventAuthRoutes = routes(authOperations, {
  register,
});
