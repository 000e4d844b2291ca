// /pl/api/auth/: login, token refresh and verify, password reset and
// generation (django-rest-passwordreset style), and registration to an event.
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { eventRegistrations, users } from "../db/schema";
import {
  consumePasswordToken,
  findUsablePasswordToken,
  findUserByEmail,
  isUniqueViolation,
  normalizeEmail,
  profileColumns,
  revokeAllRefreshTokens,
  revokeRefreshToken,
  rotateRefreshToken,
  setPasswordHash,
  storePasswordToken,
} from "../db/users";
import { passwordGenerationMail, passwordResetMail } from "../mail/templates";
import { hashOneTimeToken, newOneTimeToken } from "../security/one-time-tokens";
import { readToken } from "../security/jwt";
import { hashPassword, verifyPassword } from "../security/passwords";
import { countAttempt, peekCounter, resetCounter, type RateLimit } from "../security/rate-limit";
import type { ApiContext, ApiEnv, User } from "./context";
import { fieldError, nonFieldError, notFound, throttled, tokenNotValid } from "./http/errors";
import { parseWith, readObjectBody } from "./http/validation";
import { issueTokenPair } from "./sessions";
import {
  loginBody,
  passwordConfirmBody,
  passwordResetBody,
  passwordTokenBody,
  refreshBody,
  registrationBody,
  verifyBody,
} from "../../app/lib/contract";
import { userJson } from "./user-json";
import { requireEvent } from "./events";

export const LOGIN_LIMIT_PER_IP: RateLimit = { limit: 30, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { limit: 5, windowSeconds: 15 * 60 };
/** Registrations per IP: a school's shared address may sign up a staff room, a script may not sign up thousands. */
export const REGISTRATIONS_PER_IP: RateLimit = { limit: 30, windowSeconds: 3600 };
/** Reset e-mails per address: enough for a lost message, too few to flood a mailbox. */
export const RESET_MAILS_PER_ACCOUNT: RateLimit = { limit: 5, windowSeconds: 3600 };

export const AUTH_MESSAGES = {
  invalidCredentials: "Nieprawidłowy adres e-mail lub hasło.",
  passwordTokenInvalid: "Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł.",
  emailTaken: "Konto z tym adresem e-mail już istnieje. Zaloguj się albo przywróć hasło.",
} as const;

/**
 * The client's address: the first X-Forwarded-For hop, which the BFF sets.
 * Unknown (a caller that does not say) means no per-IP limit: one shared
 * bucket would lock every teacher out at once. The per-account limit still holds.
 */
function clientIp(c: ApiContext): string | null {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || c.req.header("x-real-ip")?.trim() || null;
}

async function throttlePerIp(c: ApiContext, purpose: string, rule: RateLimit): Promise<void> {
  const ip = clientIp(c);
  if (!ip) return;
  const attempts = await countAttempt(c.get("db"), `${purpose}:ip:${ip}`, rule, c.get("deps").now());
  if (attempts.count > rule.limit) throw throttled(attempts.retryAfterSeconds);
}

async function login(c: ApiContext) {
  const { email, password } = parseWith(loginBody, await readObjectBody(c));
  const db = c.get("db");
  const { config, now } = c.get("deps");
  const accountKey = `login:account:${normalizeEmail(email)}`;

  await throttlePerIp(c, "login", LOGIN_LIMIT_PER_IP);
  const perAccount = await peekCounter(db, accountKey, LOGIN_FAILURES_PER_ACCOUNT, now());
  if (perAccount.count >= LOGIN_FAILURES_PER_ACCOUNT.limit) throw throttled(perAccount.retryAfterSeconds);

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !passwordMatches || !user.isActive) {
    await countAttempt(db, accountKey, LOGIN_FAILURES_PER_ACCOUNT, now());
    throw nonFieldError(AUTH_MESSAGES.invalidCredentials);
  }
  await resetCounter(db, accountKey);
  await db.update(users).set({ lastLoginAt: now() }).where(eq(users.id, user.id));
  const pair = await issueTokenPair(db, config, user.id, now());
  return c.json({ token: pair.access, refresh: pair.refresh, user: await userJson(db, user) });
}

async function refresh(c: ApiContext) {
  const body = parseWith(refreshBody, await readObjectBody(c));
  const db = c.get("db");
  const { config, now } = c.get("deps");
  const claims = readToken(body.refresh, "refresh", config.jwtSecret, now());
  const userId = claims && (await rotateRefreshToken(db, claims.jti, now()));
  if (!userId) throw tokenNotValid();
  const pair = await issueTokenPair(db, config, userId, now());
  return c.json(pair);
}

/** Not in SPEC §7: lets the BFF end a session for good, so a copied refresh token dies with it. */
async function logout(c: ApiContext) {
  const body = parseWith(refreshBody, await readObjectBody(c));
  const { config, now } = c.get("deps");
  const claims = readToken(body.refresh, "refresh", config.jwtSecret, now());
  if (claims) await revokeRefreshToken(c.get("db"), claims.jti, now());
  return c.json({ status: "OK" });
}

async function verify(c: ApiContext) {
  const body = parseWith(verifyBody, await readObjectBody(c));
  const { config, now } = c.get("deps");
  const valid =
    readToken(body.token, "access", config.jwtSecret, now()) ??
    readToken(body.token, "refresh", config.jwtSecret, now());
  if (!valid) throw tokenNotValid();
  return c.json({});
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
    url: `${config.publicUrl}/${page}?token=${token}`,
    validHours: Math.round(config.passwordTokenTtl / 3600),
  };
  await mailer.send(purpose === "reset" ? passwordResetMail(mail) : passwordGenerationMail(mail));
}

async function requestPasswordReset(c: ApiContext) {
  const { email } = parseWith(passwordResetBody, await readObjectBody(c));
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
  return c.json({ status: "OK" });
}

async function validatePasswordToken(c: ApiContext) {
  const { token } = parseWith(passwordTokenBody, await readObjectBody(c));
  const found = await findUsablePasswordToken(c.get("db"), hashOneTimeToken(token), c.get("deps").now());
  if (!found) throw notFound(AUTH_MESSAGES.passwordTokenInvalid);
  return c.json({ status: "OK" });
}

async function confirmPassword(c: ApiContext) {
  const body = parseWith(passwordConfirmBody, await readObjectBody(c));
  const db = c.get("db");
  const now = c.get("deps").now();
  const passwordHash = await hashPassword(body.password);
  const userId = await consumePasswordToken(db, hashOneTimeToken(body.token), now);
  if (!userId) throw notFound(AUTH_MESSAGES.passwordTokenInvalid);
  await setPasswordHash(db, userId, passwordHash);
  await revokeAllRefreshTokens(db, userId, now);
  return c.json({ status: "OK" });
}

async function register(c: ApiContext) {
  const event = await requireEvent(c);
  const body = parseWith(registrationBody, await readObjectBody(c));
  const db = c.get("db");
  await throttlePerIp(c, "register", REGISTRATIONS_PER_IP);
  if (await findUserByEmail(db, body.email)) throw fieldError("email", AUTH_MESSAGES.emailTaken);
  let user: User;
  try {
    user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email: normalizeEmail(body.email), ...profileColumns(body) })
        .returning();
      await tx.insert(eventRegistrations).values({ userId: created.id, eventId: event.id });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("email", AUTH_MESSAGES.emailTaken);
    throw error;
  }
  await sendPasswordLink(c, user, "generate");
  return c.json(await userJson(db, user), 201);
}

export const authRoutes = new Hono<ApiEnv>()
  .post("/auth/login/", login)
  .post("/auth/token/refresh/", refresh)
  .post("/auth/token/verify/", verify)
  .post("/auth/logout/", logout)
  .post("/auth/password/reset/", requestPasswordReset)
  .post("/auth/password/reset/validate_token/", validatePasswordToken)
  .post("/auth/password/reset/confirm/", confirmPassword);

export const eventAuthRoutes = new Hono<ApiEnv>().post("/auth/register/", register);
