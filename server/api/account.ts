// /pl/api/account/: the logged-in user's profile and password (dj-rest-auth style).

import { accountOperations } from "../../app/lib/contract";
import { endOtherSessions } from "../db/sessions";
import { setPasswordHash, updateProfile } from "../db/users";
import { officeOf, passwordChangedMail } from "../mail/templates";
import { hashPassword, verifyPassword } from "../security/passwords";
import type { RateLimit } from "../security/rate-limit";
import { type ApiContext, requireUser } from "./context";
import { fieldError } from "./http/errors";
import { type Input, routes } from "./http/route";
import { type Counter, guarded } from "./http/throttle";
import { secondFactorState } from "./second-factor";
import { userJson } from "./user-json";

const ACCOUNT_MESSAGES = {
  wrongOldPassword: "Podane obecne hasło jest nieprawidłowe.",
  passwordChanged: "Hasło zostało zmienione.",
} as const;

async function showAccount(c: ApiContext) {
  const user = requireUser(c);
  const account = await c.get("deps").reads.through(c, user, ["agenda"], () => userJson(c.get("db"), user), "account");
  return {
    ...account,
    token: c.get("accessToken"),
    second_factor: await secondFactorState(c, user),
  };
}

async function updateAccount(c: ApiContext, input: Input<typeof accountOperations.update>) {
  const user = requireUser(c);
  const body = await input.body();
  const updated = await updateProfile(c.get("db"), user.id, body);
  return userJson(c.get("db"), updated);
}

/** The owner mistypes a few times, a thief would try thousands. */
const OLD_PASSWORD_FAILURES_PER_ACCOUNT: RateLimit = { limit: 5, windowSeconds: 15 * 60 };

async function changePassword(c: ApiContext, input: Input<typeof accountOperations.changePassword>) {
  const user = requireUser(c);
  const body = await input.body();
  // A stolen session must not be a way to guess the password and take the account for good.
  const counters: Counter[] = [[`password-change:failures:user:${user.id}`, OLD_PASSWORD_FAILURES_PER_ACCOUNT]];
  const proven = await guarded(c, counters, async () =>
    (await verifyPassword(body.old_password, user.passwordHash)) ? true : null,
  );
  if (!proven) throw fieldError("old_password", ACCOUNT_MESSAGES.wrongOldPassword);
  const passwordHash = await hashPassword(body.new_password1);
  await c.get("db").transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    // Other devices log in again; this session goes on (ASVS 4.0.3 V3.3.3).
    await endOtherSessions(tx, { userId: user.id, keep: c.get("sessionId"), now: c.get("deps").now() });
    const { config, mail } = c.get("deps");
    await mail.queue(tx, passwordChangedMail({ to: user.email, firstname: user.firstname, ...officeOf(config) }));
  });
  return { detail: ACCOUNT_MESSAGES.passwordChanged };
}

export const accountRoutes = routes(accountOperations, {
  show: showAccount,
  update: updateAccount,
  changePassword,
});
