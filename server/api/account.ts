// /pl/api/account/: the logged-in user's profile and password (dj-rest-auth style).
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { profileColumns, revokeAllRefreshTokens, setPasswordHash } from "../db/users";
import { hashPassword, verifyPassword } from "../security/passwords";
import { requireUser, type ApiContext, type ApiEnv } from "./context";
import { fieldError } from "./http/errors";
import { parseWith, readObjectBody } from "./http/validation";
import { accountUpdateBody, passwordChangeBody } from "../../app/lib/contract";
import { userJson } from "./user-json";

export const ACCOUNT_MESSAGES = {
  wrongOldPassword: "Podane obecne hasło jest nieprawidłowe.",
  passwordChanged: "Hasło zostało zmienione.",
} as const;

async function showAccount(c: ApiContext) {
  const user = requireUser(c);
  return c.json({ ...(await userJson(c.get("db"), user)), token: c.get("accessToken") });
}

async function updateAccount(c: ApiContext) {
  const user = requireUser(c);
  const body = parseWith(accountUpdateBody, await readObjectBody(c));
  const [updated] = await c.get("db").update(users).set(profileColumns(body)).where(eq(users.id, user.id)).returning();
  return c.json(await userJson(c.get("db"), updated));
}

async function changePassword(c: ApiContext) {
  const user = requireUser(c);
  const body = parseWith(passwordChangeBody, await readObjectBody(c));
  if (!(await verifyPassword(body.old_password, user.passwordHash))) {
    throw fieldError("old_password", ACCOUNT_MESSAGES.wrongOldPassword);
  }
  const db = c.get("db");
  await setPasswordHash(db, user.id, await hashPassword(body.new_password1));
  // Other devices must log in again with the new password; this one keeps its access token until it expires.
  await revokeAllRefreshTokens(db, user.id, c.get("deps").now());
  return c.json({ detail: ACCOUNT_MESSAGES.passwordChanged });
}

export const accountRoutes = new Hono<ApiEnv>()
  .get("/account/", showAccount)
  .put("/account/", updateAccount)
  .put("/account/password/change/", changePassword);
