// One transaction: all data under the old key or all under the new. Run with every instance stopped.
import { asc, getTableName, gt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import { decryptField, encryptField } from "../security/encryption";
import type { Database } from "./client";
import { fillPeselHashes } from "./pesel-search";
import { calendarFeeds, clubEnrollments, outboxMails, secondFactors, surveys } from "./schema";

interface EncryptedColumns {
  table: PgTable;
  key: PgColumn;
  columns: PgColumn[];
}

/** data-key-rotation.test.ts checks the schema has no other. */
export const ENCRYPTED_COLUMNS: EncryptedColumns[] = [
  {
    table: secondFactors,
    key: secondFactors.userId,
    columns: [secondFactors.secretEncrypted, secondFactors.pendingSecretEncrypted],
  },
  {
    table: clubEnrollments,
    key: clubEnrollments.id,
    columns: [clubEnrollments.userPeselEncrypted, clubEnrollments.userBankAccountEncrypted],
  },
  { table: calendarFeeds, key: calendarFeeds.id, columns: [calendarFeeds.tokenEncrypted] },
  { table: surveys, key: surveys.id, columns: [surveys.disabilityEncrypted] },
  { table: outboxMails, key: outboxMails.id, columns: [outboxMails.content] },
];

/** A value the old key cannot open stops it with nothing changed. */
export async function reencryptData(
  db: Database,
  oldKey: Buffer,
  newKey: Buffer,
  { batch = 500 }: { batch?: number } = {},
): Promise<Record<string, number>> {
  if (oldKey.equals(newKey)) throw new Error("The new key is the key in use.");
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const { table, key, columns } of ENCRYPTED_COLUMNS) {
      const named = (column: PgColumn) => `${getTableName(table)}.${column.name}`;
      for (const column of columns) counts[named(column)] = 0;
      let after = -1;
      for (;;) {
        const selection: Record<string, PgColumn> = { key };
        columns.forEach((column, i) => (selection[`c${i}`] = column));
        const rows = (await tx
          .select(selection)
          .from(table)
          .where(gt(key, after))
          .orderBy(asc(key))
          .limit(batch)) as Record<string, number | string | null>[];
        if (rows.length === 0) break;
        const values = rows.map((row) => {
          const reencrypted = columns.map((column, i) => {
            const stored = row[`c${i}`] as string | null;
            if (stored === null) return null;
            counts[named(column)] += 1;
            return encryptField(openWith(oldKey, stored, `${named(column)} #${row.key}`), newKey);
          });
          return sql`(${row.key}::integer, ${sql.join(
            reencrypted.map((value) => sql`${value}::text`),
            sql`, `,
          )})`;
        });
        const names = columns.map((column) => sql.identifier(column.name));
        await tx.execute(sql`
          UPDATE ${table} SET ${sql.join(
            names.map((name) => sql`${name} = v.${name}`),
            sql`, `,
          )}
            FROM (VALUES ${sql.join(values, sql`, `)}) AS v(k, ${sql.join(names, sql`, `)})
           WHERE ${table}.${sql.identifier(key.name)} = v.k`);
        after = Number(rows[rows.length - 1]!.key);
      }
    }
    // The PESEL's search hashes are keyed by the data key too.
    await fillPeselHashes(tx, newKey, { only: "all", batch });
  });
  return counts;
}

export class UndecryptableValueError extends Error {
  constructor(readonly where: string) {
    super(`The old key cannot open ${where}; nothing was changed.`);
  }
}

function openWith(key: Buffer, stored: string, where: string): string {
  try {
    return decryptField(stored, key);
  } catch {
    throw new UndecryptableValueError(where);
  }
}
