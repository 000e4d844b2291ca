import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "./client";
import { certificates, users } from "./schema";
import { accountMatching, type AccountSearch, byName, type NameOrder } from "./users";

export type CertificateRow = typeof certificates.$inferSelect;

/** One page of the teachers matching the words typed (never an office account), with their certificates, and how many match. */
export async function searchTeachers(
  db: Database,
  search: AccountSearch,
  page: { number: number; size: number; order?: NameOrder },
) {
  const where = and(accountMatching(search), eq(users.isStaff, false));
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(where);
  const found = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .where(where)
    .orderBy(...byName(page.order))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
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
  return {
    count,
    rows: found.map((user) => ({ ...user, certificates: held.filter((row) => row.userId === user.id) })),
  };
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

/** The accounts of these e-mails or ids, each with whether it holds a certificate. */
export async function accountsForCertificates(db: Database, by: { emails: string[] } | { ids: number[] }) {
  const [column, values] = "emails" in by ? [users.email, by.emails] : [users.id, by.ids];
  if (values.length === 0) return [];
  const accounts = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, isStaff: users.isStaff })
    .from(users)
    .where(inArray(column, values));
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
