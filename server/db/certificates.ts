import { and, asc, eq, inArray } from "drizzle-orm";

import type { Database } from "./client";
import { certificates, users } from "./schema";
import { accountMatching, BY_NAME } from "./users";

export type CertificateRow = typeof certificates.$inferSelect;

/** Teachers only: the office's own accounts never hold a certificate. */
export async function searchTeachers(db: Database, text: string, limit: number) {
  const found = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .where(and(accountMatching(text), eq(users.isStaff, false)))
    .orderBy(...BY_NAME)
    .limit(limit);
  const held = found.length
    ? await db
        .select()
        .from(certificates)
        .where(
          inArray(
            certificates.userId,
            found.map((user) => user.id),
          ),
        )
        .orderBy(asc(certificates.issuedAt), asc(certificates.id))
    : [];
  return found.map((user) => ({ ...user, certificates: held.filter((row) => row.userId === user.id) }));
}

export async function issueCertificateTo(
  db: Database,
  values: { userId: number; number: string; issuedAt: string; eventId?: number | null },
): Promise<CertificateRow> {
  const [row] = await db.insert(certificates).values(values).returning();
  return row;
}

export async function deleteCertificate(db: Database, id: number): Promise<CertificateRow | undefined> {
  const [row] = await db.delete(certificates).where(eq(certificates.id, id)).returning();
  return row;
}

export async function accountsForCertificates(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  const accounts = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(inArray(users.email, emails));
  if (accounts.length === 0) return [];
  const holders = await db
    .selectDistinct({ userId: certificates.userId })
    .from(certificates)
    .where(
      inArray(
        certificates.userId,
        accounts.map((account) => account.id),
      ),
    );
  const certified = new Set(holders.map((row) => row.userId));
  return accounts.map((account) => ({ ...account, certified: certified.has(account.id) }));
}
