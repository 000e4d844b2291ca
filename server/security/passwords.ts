// Password hashing with Argon2id (ASVS 4.0.3 V2.4.1, V2.4.4) through
// @node-rs/argon2, with OWASP's parameters: 19 MiB of memory, two passes, one
// lane, a random salt per password. Hashes of the scrypt era are still
// verified, and the login that proves one re-hashes it (needsRehash).
import crypto from "node:crypto";
import { promisify } from "node:util";

import { hash, verify } from "@node-rs/argon2";

import { passwordHashMemoryKib } from "../config";

/**
 * OWASP Password Storage Cheat Sheet, Argon2id's first option. The library's
 * default algorithm is Argon2id (its enum is a const enum this build cannot
 * import); the stored prefix proves it. Test suites lower the memory
 * (passwordHashMemoryKib) to stay fast; the cost is stored in each hash.
 */
function argon2Params() {
  return { memoryCost: passwordHashMemoryKib(), timeCost: 2, parallelism: 1, outputLen: 32 };
}

function currentPrefix(): string {
  const { memoryCost, timeCost, parallelism } = argon2Params();
  return `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`;
}

/** "$argon2id$v=19$m=19456,t=2,p=1$salt$hash" (PHC string format). */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Params());
}

/** Hashed once: what an account without a password is checked against, so timing does not tell. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    await verify(await (decoy ??= hashPassword(crypto.randomBytes(16).toString("hex"))), password);
    return false;
  }
  if (stored.startsWith("$argon2id$")) return verify(stored, password).catch(() => false);
  if (stored.startsWith("scrypt$")) return verifyScrypt(password, stored);
  return false;
}

/** True for a hash of an older scheme or weaker parameters: the next successful login replaces it. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(currentPrefix());
}

// The scrypt era (until 2026-11): "scrypt$N$r$p$salt$hash", Django's parameters.

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const SCRYPT_MAX_MEMORY = 128 * 1024 * 1024;

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expectedHash] = stored.split("$");
  if (!salt || !expectedHash || !/^\d+$/.test(`${n}${r}${p}`)) return false;
  const expected = Buffer.from(expectedHash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_MAX_MEMORY,
  }).catch(() => null);
  return actual !== null && actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
