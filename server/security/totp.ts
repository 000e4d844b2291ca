// The staff's second factor (issue 15 item 9): TOTP as authenticator apps
// know it (RFC 6238: SHA-1, 6 digits, 30 s), by otplib, and recovery codes.
// A code is good for its own 30 s and the one before or after (a phone's
// clock drifts), and never twice: the caller keeps the last accepted time
// step (server/db/second-factors.ts).
import crypto from "node:crypto";

import { generateSecret, generateURI, verify } from "otplib";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = "Sport Kluby — biuro programu";
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return generateSecret();
}

/** What the QR code holds: the otpauth:// address an authenticator app reads. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });
}

/** "123 456", "123456" or "123-456" as the app shows it: the six digits, or null. */
export function totpDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step the code belongs to when it is right at `now`; null
 * otherwise. That it was not used before is the caller's to check
 * (claimTimeStep in server/db/second-factors.ts, in one statement).
 */
export async function acceptedTimeStep(input: { secret: string; code: string; now: Date }): Promise<number | null> {
  const token = totpDigits(input.code);
  if (!token) return null;
  const result = await verify({
    secret: input.secret,
    token,
    epoch: Math.floor(input.now.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** Ten characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as "ABCDE-FGHJK". */
const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/** A recovery code as typed ("abcde fghjk", with or without the dash) in its stored form, or null. */
export function normalisedRecoveryCode(typed: string): string | null {
  const chars = typed.toUpperCase().replace(/[\s-]/g, "");
  return chars.length === 10 && [...chars].every((char) => RECOVERY_ALPHABET.includes(char))
    ? `${chars.slice(0, 5)}-${chars.slice(5)}`
    : null;
}

export function hashRecoveryCode(code: string): string {
  return crypto.createHash("sha256").update(code).digest("hex");
}
