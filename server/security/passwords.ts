// Password hashing with scrypt (node:crypto), a random salt per password.
import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// Django's scrypt parameters (N = 2^14, r = 8, p = 1). The cost is stored in
// each hash, so raising it later (PASSWORD_SCRYPT_LOG2_COST) keeps old hashes
// valid; test suites lower it to stay fast.
const DEFAULT_LOG2_COST = 14;
const MAX_MEMORY = 128 * 1024 * 1024;
const KEY_LENGTH = 32;

function currentParams() {
  const log2 = Number(process.env.PASSWORD_SCRYPT_LOG2_COST) || DEFAULT_LOG2_COST;
  return { N: 2 ** Math.min(Math.max(log2, 4), 20), r: 8, p: 1, maxmem: MAX_MEMORY };
}

/** "scrypt$N$r$p$salt$hash", parameters stored so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const params = currentParams();
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    // Same work as a real check, so timing does not reveal accounts without a password.
    await hashPassword(password);
    return false;
  }
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash || !/^\d+$/.test(`${n}${r}${p}`)) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return crypto.timingSafeEqual(actual, expected);
}
