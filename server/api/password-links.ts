import type { Database } from "../db/client";
import { storePasswordToken } from "../db/users";
import { passwordGenerationMail, passwordResetMail, staffInvitationMail } from "../mail/templates";
import { hashOneTimeToken, newOneTimeToken } from "../security/one-time-tokens";
import type { ApiContext, ApiDependencies } from "./context";

export async function sendPasswordLink(c: ApiContext, user: LinkRecipient, purpose: "reset" | "generate") {
  await c.get("db").transaction((tx) => queuePasswordLink(c.get("deps"), tx, user, purpose));
}

export async function queuePasswordLink(
  { config, now, mail }: Pick<ApiDependencies, "config" | "now" | "mail">,
  db: Database,
  user: LinkRecipient,
  purpose: "reset" | "generate",
) {
  const token = newOneTimeToken();
  await storePasswordToken(db, {
    userId: user.id,
    tokenHash: hashOneTimeToken(token),
    purpose,
    expiresAt: new Date(now().getTime() + config.passwordTokenTtl * 1000),
  });
  const page = purpose === "reset" ? "przywracanie-hasla" : "generowanie-hasla";
  const link = {
    to: user.email,
    firstname: user.firstname,
    url: `${config.publicUrl}/${page}?token=${token}`,
    validHours: Math.round(config.passwordTokenTtl / 3600),
  };
  const message =
    purpose === "reset"
      ? passwordResetMail(link)
      : user.isStaff
        ? staffInvitationMail({ ...link, contactEmail: config.contactEmail })
        : passwordGenerationMail(link);
  await mail.queue(db, message);
}

interface LinkRecipient {
  id: number;
  email: string;
  firstname: string;
  isStaff?: boolean;
}
