import { createHmac } from "node:crypto";

import { appConfig } from "./config.server";

/**
 * The name a teacher's drafts are kept under on a device (lib/form-draft.ts):
 * derived from their account with the app's secret, so drafts of two teachers
 * sharing a school computer never meet, and the name says nothing about who
 * the teacher is.
 */
export function draftScopeOf(email: string): string {
  return createHmac("sha256", appConfig.sessionSecrets[0])
    .update(`draft:${email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 22);
}
