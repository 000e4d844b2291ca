// Pseudonyms for researchers (issue 15 item 7): a pupil's surveys carry the
// same code in every export, and nobody without the server's key can tell
// whose they are or find a given child's code. HMAC-SHA-256 under a key
// derived from DATA_ENCRYPTION_KEY for this one purpose (HKDF), so the
// encryption key itself never signs anything.
import { createHmac, hkdfSync } from "node:crypto";

const PURPOSE = "sport-kluby/survey-pseudonym/v1";

export function pseudonymKey(dataEncryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", dataEncryptionKey, Buffer.alloc(0), PURPOSE, 32));
}

/** A name as it identifies a pupil: "  zofia  KAMIŃSKA" and "Zofia Kamińska" are the same child. */
function normalisedName(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("pl");
}

function code(key: Buffer, prefix: string, parts: readonly (string | number)[]): string {
  const mac = createHmac("sha256", key)
    .update(JSON.stringify([prefix, ...parts]))
    .digest("hex");
  return `${prefix}-${mac.slice(0, 16).toUpperCase()}`;
}

export interface PupilIdentity {
  groupId: number;
  firstName: string;
  lastName: string;
  birthdate: string;
}

/** The pupil's code: the same for every survey of that child in that group, 64 bits of HMAC. */
export function pupilPseudonym(key: Buffer, pupil: PupilIdentity): string {
  return code(key, "U", [
    pupil.groupId,
    normalisedName(pupil.firstName),
    normalisedName(pupil.lastName),
    pupil.birthdate,
  ]);
}

/** The group's code, so that researchers can compare groups without learning which school ran one. */
export function groupPseudonym(key: Buffer, groupId: number): string {
  return code(key, "G", [groupId]);
}
