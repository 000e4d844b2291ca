// Secrets sent by e-mail (password reset and generation): random, and only
// their SHA-256 is stored, so a database leak does not hand out accounts.
import crypto from "node:crypto";

export function newOneTimeToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashOneTimeToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
