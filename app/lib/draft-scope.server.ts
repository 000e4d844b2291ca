import { createHmac } from "node:crypto";

import { appConfig } from "./config.server";

/** Why: docs/decisions/006-drafts-on-the-device.md */
export function draftScopeOf(email: string): string {
  return createHmac("sha256", appConfig.sessionSecrets[0])
    .update(`draft:${email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 22);
}
