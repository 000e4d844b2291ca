// Field encryption for personal data (PESEL, bank account): AES-256-GCM with
// a random IV per value. Stored as "v1.<iv>.<tag>.<ciphertext>" in base64url.
import crypto from "node:crypto";

export function encryptField(plain: string, key: Buffer): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function decryptField(stored: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error("Unknown encrypted field format");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/** All but the last `visible` characters hidden: "*******1234". */
export function maskSecret(plain: string, visible = 4): string {
  return "*".repeat(Math.max(plain.length - visible, 0)) + plain.slice(-visible);
}
