// A pupil's disability data (GDPR art. 9 special category; ASVS 4.0.3 V6.1.1,
// V8.3.4): whether they have a disability certificate and its type, stored
// only as ciphertext, so a copy of the database shows neither, nor which
// pupils have one (every survey has a value of the same shape).
import { eq, type SQL, sql } from "drizzle-orm";

import { decryptField, encryptField } from "../security/encryption";
import type { Database } from "./client";
import { surveys } from "./schema";

export interface Disability {
  hasDisabilityCertificate: boolean;
  /** "" without a certificate. */
  typeOfDisability: string;
}

/**
 * Every value is padded to one length before encryption: a longer ciphertext
 * must not tell which pupils have a certificate. The type takes 200
 * characters at most (the survey's contract), 800 bytes of UTF-8 at worst.
 */
const PADDED_BYTES = 840;

export function encryptDisability(disability: Disability, key: Buffer): string {
  const typeOfDisability = disability.hasDisabilityCertificate ? disability.typeOfDisability : "";
  const json = JSON.stringify([disability.hasDisabilityCertificate, typeOfDisability]);
  return encryptField(json + " ".repeat(Math.max(0, PADDED_BYTES - Buffer.byteLength(json))), key);
}

export function decryptDisability(stored: string, key: Buffer): Disability {
  const [hasDisabilityCertificate, typeOfDisability] = JSON.parse(decryptField(stored, key)) as [boolean, string];
  return { hasDisabilityCertificate, typeOfDisability };
}

const PENDING_TABLE = "survey_disability_pending";

type Executor = Pick<Database, "execute">;

/** Rows of raw SQL: both drivers answer { rows }. */
async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Migration 0007 moved the plain values of existing surveys aside, since SQL
 * cannot encrypt with a key the database does not have; the first start after
 * it encrypts them and drops the plain copy. Nothing to do on later starts.
 */
export async function encryptPendingDisabilityData(db: Database, key: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    // Instances starting together: one encrypts, the others then find nothing left.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${PENDING_TABLE}))`);
    const [found] = await rowsOf<{ exists: boolean }>(
      tx,
      sql`SELECT to_regclass(${PENDING_TABLE}) IS NOT NULL AS "exists"`,
    );
    if (!found?.exists) return 0;
    const pending = await rowsOf<{
      survey_id: number;
      has_disability_certificate: boolean;
      type_of_disability: string;
    }>(tx, sql`SELECT survey_id, has_disability_certificate, type_of_disability FROM survey_disability_pending`);
    for (const row of pending) {
      const disabilityEncrypted = encryptDisability(
        { hasDisabilityCertificate: row.has_disability_certificate, typeOfDisability: row.type_of_disability },
        key,
      );
      await tx.update(surveys).set({ disabilityEncrypted }).where(eq(surveys.id, row.survey_id));
    }
    await tx.execute(sql`DROP TABLE survey_disability_pending`);
    return pending.length;
  });
}
