import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";

/** AES-256-GCM under a key derived per secret and purpose; the first secret seals, every one opens. */

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFor(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", `sport-kluby:${purpose}`, 32));
}

export function seal(value: unknown, secrets: readonly string[], purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secrets[0], purpose), iv);
  const sealed = Buffer.concat([cipher.update(deflateRawSync(JSON.stringify(value))), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

export function unseal(text: string, secrets: readonly string[], purpose: string): unknown {
  const bytes = Buffer.from(text, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const sealed = bytes.subarray(IV_BYTES + TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(sealed), decipher.final()]);
      return JSON.parse(inflateRawSync(plain).toString("utf8"));
    } catch {
      // Another secret's, or not ours: try the next one.
    }
  }
  return undefined;
}
