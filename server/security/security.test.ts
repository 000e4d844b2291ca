import crypto from "node:crypto";

import { decryptField, encryptField, maskSecret } from "./encryption";
import { issueToken, readToken } from "./jwt";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { backoffDelaySeconds } from "./rate-limit";

const key = Buffer.alloc(32, 7);

/** A hash of the scrypt era (Django's format), as accounts made before Argon2id hold. */
async function scryptEraHash(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const derived = crypto.scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ["scrypt", 1024, 8, 1, salt.toString("base64"), derived.toString("base64")].join("$");
}

describe("passwords (ASVS 4.0.3 V2.4.1, V2.4.4)", () => {
  it("hash with Argon2id and a per-user salt, and verify", async () => {
    const [a, b] = await Promise.all([hashPassword("Tajne#Haslo1"), hashPassword("Tajne#Haslo1")]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=\d+,t=2,p=1\$/);
    expect(await verifyPassword("Tajne#Haslo1", a)).toBe(true);
    expect(await verifyPassword("tajne#Haslo1", a)).toBe(false);
    expect(await verifyPassword("Tajne#Haslo1", null)).toBe(false);
    expect(await verifyPassword("Tajne#Haslo1", "$argon2id$zepsuty")).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it("use OWASP's parameters outside tests: 19 MiB, two passes, one lane", async () => {
    const saved = process.env.PASSWORD_ARGON2_MEMORY_KIB;
    delete process.env.PASSWORD_ARGON2_MEMORY_KIB;
    try {
      expect(await hashPassword("Tajne#Haslo1")).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      process.env.PASSWORD_ARGON2_MEMORY_KIB = saved;
    }
  });

  it("still verify a scrypt-era hash, which needs a re-hash", async () => {
    const old = await scryptEraHash("Tajne#Haslo1");
    expect(await verifyPassword("Tajne#Haslo1", old)).toBe(true);
    expect(await verifyPassword("Tajne#Haslo2", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });
});

describe("JWT", () => {
  const now = new Date("2026-01-01T00:00:00Z");

  it("reads back its own token until it expires", () => {
    const { token, claims } = issueToken("access", 5, "c0ffee00-0000-4000-8000-000000000001", 60, "s3cret", now);
    expect(readToken(token, "access", "s3cret", now)).toEqual(claims);
    expect(readToken(token, "access", "s3cret", new Date(now.getTime() + 60_000))).toBeNull();
  });

  it("refuses another secret, another type and tampering", () => {
    const { token } = issueToken("access", 5, "c0ffee00-0000-4000-8000-000000000001", 60, "s3cret", now);
    expect(readToken(token, "access", "other", now)).toBeNull();
    expect(readToken(token, "refresh", "s3cret", now)).toBeNull();
    const [h, , s] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ token_type: "access", user_id: 1, jti: "x", iat: 0, exp: 9e9 }),
    ).toString("base64url");
    expect(readToken(`${h}.${forged}.${s}`, "access", "s3cret", now)).toBeNull();
    expect(readToken("garbage", "access", "s3cret", now)).toBeNull();
  });
});

describe("field encryption", () => {
  it("round-trips with a fresh IV each time and detects tampering", () => {
    const a = encryptField("02070803628", key);
    expect(a).not.toBe(encryptField("02070803628", key));
    expect(a).not.toContain("02070803628");
    expect(decryptField(a, key)).toBe("02070803628");
    const parts = a.split(".");
    parts[3] = Buffer.from("12345678901").toString("base64url");
    expect(() => decryptField(parts.join("."), key)).toThrow();
    expect(() => decryptField(a, Buffer.alloc(32, 8))).toThrow();
  });

  it("masks all but the last four characters", () => {
    expect(maskSecret("02070803628")).toBe("*******3628");
  });
});

describe("growing delays", () => {
  it("let the free attempts through, then double the wait after each one, up to the ceiling", () => {
    const rule = { free: 3, maxDelaySeconds: 60, windowSeconds: 3600 };
    const waits = Array.from({ length: 12 }, (_, count) => backoffDelaySeconds(count, rule));
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(backoffDelaySeconds(5000, rule)).toBe(60);
  });
});
