// /pl/api/auth/: login, token refresh and verify, password reset and
// generation (django-rest-passwordreset style), and registration to an event.
import type { Hono } from "hono";
import { authOperations } from "../../app/lib/contract";
import {
  consumePasswordToken,
  createRegisteredUser,
  findUsablePasswordToken,
  findUserByEmail,
  isUniqueViolation,
  normalizeEmail,
  recordLogin,
  setPasswordHash,
  storePasswordToken,
} from "../db/users";
import { endOtherSessions, endSession, findSessionUser, rotateRefreshToken } from "../db/sessions";
import { passwordGenerationMail, passwordResetMail } from "../mail/templates";
import { hashOneTimeToken, newOneTimeToken } from "../security/one-time-tokens";
import { readToken } from "../security/jwt";
import { hashPassword, verifyPassword } from "../security/passwords";
import { countAttempt, peekCounter, resetCounter, type RateLimit } from "../security/rate-limit";
import type { ApiContext, ApiEnv, User } from "./context";
import { fieldError, nonFieldError, notFound, throttled, tokenNotValid } from "./http/errors";
import { route, type Input } from "./http/route";
import { issueTokenPair, startTokenPair } from "./sessions";
import { userJson } from "./user-json";
import { requireEvent } from "./events";
import { publicUrl } from "./public-url";
import { clientAddress } from "./client-address";

/**
 * Failed logins from one address, whatever the account: a school's shared
 * address has a staff room of teachers who mistype, a script tries thousands.
 * Logins that succeed are not counted.
 */
const LOGIN_FAILURES_PER_IP: RateLimit = { limit: 50, windowSeconds: 15 * 60 };
/**
 * Failed logins to one account from one address: the account is paused there,
 * never for its owner at another address (ASVS V2.2.1: no lockout by others).
 */
const LOGIN_FAILURES_PER_ACCOUNT_AND_IP: RateLimit = { limit: 5, windowSeconds: 15 * 60 };
/** Registrations per IP: a school's shared address may sign up a staff room, a script may not sign up thousands. */
const REGISTRATIONS_PER_IP: RateLimit = { limit: 100, windowSeconds: 3600 };
/** Reset e-mails per address: enough for a lost message, too few to flood a mailbox. */
const RESET_MAILS_PER_ACCOUNT: RateLimit = { limit: 5, windowSeconds: 3600 };

const AUTH_MESSAGES = {
  invalidCredentials: "Nieprawidłowy adres e-mail lub hasło.",
  passwordTokenInvalid: "Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł.",
  emailTaken: "Konto z tym adresem e-mail już istnieje. Zaloguj się albo przywróć hasło.",
} as const;

/**
 * Unknown (a caller that does not say) means no per-IP limit: one shared
 * bucket would lock every teacher out at once. The per-account limit still holds.
 */
function clientIp(c: ApiContext): string | null {
  return clientAddress(c);
}

async function throttlePerIp(c: ApiContext, purpose: string, rule: RateLimit): Promise<void> {
  const ip = clientIp(c);
  if (!ip) return;
  const attempts = await countAttempt(c.get("db"), `${purpose}:ip:${ip}`, rule, c.get("deps").now());
  if (attempts.count > rule.limit) throw throttled(attempts.retryAfterSeconds);
}

/** Refuses while any of the failure counters is full. */
async function refuseWhileFull(c: ApiContext, counters: [string, RateLimit][]): Promise<void> {
  for (const [key, rule] of counters) {
    const state = await peekCounter(c.get("db"), key, rule, c.get("deps").now());
    if (state.count >= rule.limit) throw throttled(state.retryAfterSeconds);
  }
}

async function login(c: ApiContext, input: Input<typeof authOperations.login>) {
  const { email, password } = await input.body();
  const db = c.get("db");
  const { config, now } = c.get("deps");
  const ip = clientIp(c);
  const accountKey = `login:failures:account:${normalizeEmail(email)}:ip:${ip ?? "unknown"}`;
  const failureCounters: [string, RateLimit][] = [
    [accountKey, LOGIN_FAILURES_PER_ACCOUNT_AND_IP],
    ...(ip ? [[`login:failures:ip:${ip}`, LOGIN_FAILURES_PER_IP] as [string, RateLimit]] : []),
  ];
  await refuseWhileFull(c, failureCounters);

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !passwordMatches || !user.isActive) {
    for (const [key, rule] of failureCounters) await countAttempt(db, key, rule, now());
    throw nonFieldError(AUTH_MESSAGES.invalidCredentials);
  }
  await resetCounter(db, accountKey);
  await recordLogin(db, user.id, now());
  const pair = await startTokenPair(db, config, user.id, now());
  return { token: pair.access, refresh: pair.refresh, user: await userJson(db, user) };
}

async function refresh(c: ApiContext, input: Input<typeof authOperations.refresh>) {
  const body = await input.body();
  const db = c.get("db");
  const { config, now } = c.get("deps");
  const claims = readToken(body.refresh, "refresh", config.jwtSecret, now());
  const session = claims && (await rotateRefreshToken(db, { jti: claims.jti, sessionId: claims.sid, now: now() }));
  if (!session) throw tokenNotValid();
  return issueTokenPair(db, config, session, now());
}

/**
 * Not in SPEC §7: ends the session for good (ASVS 4.0.3 V3.3.1), so neither
 * a copied refresh token nor a copied access token opens anything after it.
 */
async function logout(c: ApiContext, input: Input<typeof authOperations.logout>) {
  const body = await input.body();
  const { config, now } = c.get("deps");
  const claims = readToken(body.refresh, "refresh", config.jwtSecret, now());
  if (claims) await endSession(c.get("db"), claims.sid, now());
  return { status: "OK" as const };
}

/** As simplejwt's: a token is valid when signed, unexpired, of a session that lasts and an active account. */
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

/** Creates a single-use link for the user and e-mails it. */
async function sendPasswordLink(c: ApiContext, user: User, purpose: "reset" | "generate") {
  const { config, now, mailer } = c.get("deps");
  const token = newOneTimeToken();
  await storePasswordToken(c.get("db"), {
    userId: user.id,
    tokenHash: hashOneTimeToken(token),
    purpose,
    expiresAt: new Date(now().getTime() + config.passwordTokenTtl * 1000),
  });
  const page = purpose === "reset" ? "przywracanie-hasla" : "generowanie-hasla";
  const mail = {
    to: user.email,
    firstname: user.firstname,
    url: `${publicUrl(c)}/${page}?token=${token}`,
    validHours: Math.round(config.passwordTokenTtl / 3600),
  };
  await mailer.send(purpose === "reset" ? passwordResetMail(mail) : passwordGenerationMail(mail));
}

async function requestPasswordReset(c: ApiContext, input: Input<typeof authOperations.requestPasswordReset>) {
  const { email } = await input.body();
  const db = c.get("db");
  const user = await findUserByEmail(db, email);
  // The same answer for unknown addresses and for throttled ones: the form must not reveal who has an account.
  const sent = user?.isActive
    ? await countAttempt(db, `reset:${user.id}`, RESET_MAILS_PER_ACCOUNT, c.get("deps").now())
    : null;
  if (user && sent && sent.count <= RESET_MAILS_PER_ACCOUNT.limit) {
    try {
      await sendPasswordLink(c, user, "reset");
    } catch (error) {
      console.error("[api] password reset mail failed:", (error as Error).message);
    }
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
  const userId = await consumePasswordToken(db, hashOneTimeToken(body.token), now);
  if (!userId) throw notFound(AUTH_MESSAGES.passwordTokenInvalid);
  await setPasswordHash(db, userId, passwordHash);
  // A new password by e-mail: every session ends, and every other link sent (ASVS 4.0.3 V2.5.x, V3.3.3).
  await endOtherSessions(db, { userId, keep: null, now });
  return { status: "OK" as const };
}

async function register(c: ApiContext, input: Input<typeof authOperations.register>) {
  const event = await requireEvent(c);
  const body = await input.body();
  const db = c.get("db");
  await throttlePerIp(c, "register", REGISTRATIONS_PER_IP);
  if (await findUserByEmail(db, body.email)) throw fieldError("email", AUTH_MESSAGES.emailTaken);
  let user: User;
  try {
    user = await createRegisteredUser(db, { email: body.email, profile: body, eventId: event.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("email", AUTH_MESSAGES.emailTaken);
    throw error;
  }
  await sendPasswordLink(c, user, "generate");
  return userJson(db, user);
}

export function authRoutes(app: Hono<ApiEnv>): void {
  route(app, authOperations.login, login);
  route(app, authOperations.refresh, refresh);
  route(app, authOperations.verify, verify);
  route(app, authOperations.logout, logout);
  route(app, authOperations.requestPasswordReset, requestPasswordReset);
  route(app, authOperations.validatePasswordToken, validatePasswordToken);
  route(app, authOperations.confirmPassword, confirmPassword);
}

export function eventAuthRoutes(app: Hono<ApiEnv>): void {
  route(app, authOperations.register, register);
}
