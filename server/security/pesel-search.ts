// The office finds a teacher by the end of their PESEL (issue 38 item 13), which is stored encrypted
// with a random IV: SQL compares keyed hashes (HMAC-SHA-256) of its last 4 and 5 digits and of the
// whole number instead, under a key derived from DATA_ENCRYPTION_KEY for this one purpose (HKDF).
import { createHmac, hkdfSync } from "node:crypto";

const PURPOSE = "sport-kluby/pesel-search/v1";

const derived = new WeakMap<Buffer, Buffer>();

export function peselSearchKey(dataEncryptionKey: Buffer): Buffer {
  let key = derived.get(dataEncryptionKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", dataEncryptionKey, Buffer.alloc(0), PURPOSE, 32));
    derived.set(dataEncryptionKey, key);
  }
  return key;
}

/** Which stored hash a query is compared with: its length alone tells (4, 5 or 11 digits). */
export type PeselPart = "tail4" | "tail5" | "whole";

const PART_BY_LENGTH: Record<number, PeselPart> = { 4: "tail4", 5: "tail5", 11: "whole" };

export type PeselHashes = Record<PeselPart, string>;

function mac(key: Buffer, digits: string): string {
  return createHmac("sha256", key).update(digits).digest("base64url");
}

/** The three hashes stored beside a PESEL. */
export function peselHashes(pesel: string, dataEncryptionKey: Buffer): PeselHashes {
  const key = peselSearchKey(dataEncryptionKey);
  const digits = pesel.replace(/\s/g, "");
  return { tail4: mac(key, digits.slice(-4)), tail5: mac(key, digits.slice(-5)), whole: mac(key, digits) };
}

export interface PeselProbe {
  part: PeselPart;
  hash: string;
}

/** What the office typed, spaces aside, when it is a PESEL's last 4 or 5 digits or a whole one; else undefined. */
export function peselProbe(typed: string, dataEncryptionKey: Buffer): PeselProbe | undefined {
  const digits = typed.replace(/\s/g, "");
  const part = /^\d+$/.test(digits) ? PART_BY_LENGTH[digits.length] : undefined;
  return part && { part, hash: mac(peselSearchKey(dataEncryptionKey), digits) };
}
