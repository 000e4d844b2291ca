// The e-mailed single-use links that set a password: "generate" for an
// account's first one (after registration, or an office's new account),
// "reset" for a forgotten one.
import { storePasswordToken } from "../db/users";
import { passwordGenerationMail, passwordResetMail } from "../mail/templates";
import { hashOneTimeToken, newOneTimeToken } from "../security/one-time-tokens";
import type { ApiContext } from "./context";
import { publicUrl } from "./public-url";

/** Creates a single-use link for the user and e-mails it. */
export async function sendPasswordLink(
  c: ApiContext,
  user: { id: number; email: string; firstname: string },
  purpose: "reset" | "generate",
) {
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
