// A PESEL is written with its search hashes (server/security/pesel-search.ts), and the office's
// searches compare those: the ciphertext, with its random IV, matches nothing in SQL.
import { and, asc, type Column, eq, gt, isNull, type SQL, sql } from "drizzle-orm";

import { decryptField, encryptField } from "../security/encryption";
import { peselHashes, type PeselPart, type PeselProbe } from "../security/pesel-search";
import type { Database } from "./client";
import { clubEnrollments } from "./schema";

/** Every writer of a PESEL stores these columns together. */
export function peselColumns(pesel: string, key: Buffer) {
  return { userPeselEncrypted: encryptField(pesel, key), ...hashColumns(pesel, key) };
}

function hashColumns(pesel: string, key: Buffer) {
  const hashes = peselHashes(pesel, key);
  return { peselTail4Hmac: hashes.tail4, peselTail5Hmac: hashes.tail5, peselHmac: hashes.whole };
}

const HASH_COLUMNS: Record<PeselPart, Column> = {
  tail4: clubEnrollments.peselTail4Hmac,
  tail5: clubEnrollments.peselTail5Hmac,
  whole: clubEnrollments.peselHmac,
};

/** The applications whose PESEL ends with (or is) what the office typed. */
export function peselMatching(probe: PeselProbe): SQL {
  return eq(HASH_COLUMNS[probe.part], probe.hash);
}

/** The accounts whose application's PESEL ends with (or is) what the office typed. */
export function accountPeselMatching(userId: Column, probe: PeselProbe): SQL {
  return sql`${userId} IN (SELECT ${clubEnrollments.userId} FROM ${clubEnrollments} WHERE ${peselMatching(probe)})`;
}

/**
 * Writes the hashes under `key`: of the rows without them (`missing`, at every start: rows from before
 * migration 0022), or of every row (a new data key derives a new hash key). In batches; a row whose
 * PESEL changed meanwhile is left to its writer. A value the key cannot open is counted, not written.
 */
export async function fillPeselHashes(
  db: Database,
  key: Buffer,
  { only, batch = 500 }: { only: "missing" | "all"; batch?: number },
): Promise<{ filled: number; unreadable: number }> {
  const counts = { filled: 0, unreadable: 0 };
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: clubEnrollments.id, stored: clubEnrollments.userPeselEncrypted })
      .from(clubEnrollments)
      .where(and(gt(clubEnrollments.id, after), only === "missing" ? isNull(clubEnrollments.peselHmac) : undefined))
      .orderBy(asc(clubEnrollments.id))
      .limit(batch);
    if (rows.length === 0) return counts;
    after = rows[rows.length - 1]!.id;
    const values = rows.flatMap(({ id, stored }) => {
      let pesel: string;
      try {
        pesel = decryptField(stored, key);
      } catch {
        counts.unreadable += 1;
        return [];
      }
      const hashes = hashColumns(pesel, key);
      return [
        sql`(${id}::integer, ${stored}::text, ${hashes.peselTail4Hmac}::text, ${hashes.peselTail5Hmac}::text, ${hashes.peselHmac}::text)`,
      ];
    });
    if (values.length === 0) continue;
    const updated = (await db.execute(sql`
      UPDATE ${clubEnrollments}
         SET pesel_tail4_hmac = v.tail4, pesel_tail5_hmac = v.tail5, pesel_hmac = v.whole
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, stored, tail4, tail5, whole)
       WHERE ${clubEnrollments.id} = v.id AND ${clubEnrollments.userPeselEncrypted} = v.stored
         ${only === "missing" ? sql`AND ${clubEnrollments.peselHmac} IS NULL` : sql``}
      RETURNING ${clubEnrollments.id}`)) as unknown as { rows: unknown[] };
    counts.filled += updated.rows.length;
  }
}
