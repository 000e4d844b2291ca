// Entries are only ever added; nothing updates or deletes them.
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";

import type { Database } from "./client";
import { containing } from "./like-pattern";
import { auditLog, clubEnrollments, groups, surveys, users } from "./schema";

export type AuditEntry = typeof auditLog.$inferSelect;

export interface NewAuditEntry {
  /** Null for the server's console. */
  actorUserId: number | null;
  actorLabel: string;
  action: string;
  subjectType: string;
  subjectId: number;
  reason?: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    reason: entry.reason ?? "",
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A new record and its audit row ("<subject>.create", the record as `audited` shows it) in one transaction. */
export function insertAudited<Row extends { id: number }>(
  db: Database,
  actor: Pick<NewAuditEntry, "actorUserId" | "actorLabel">,
  subject: string,
  insert: (tx: Database) => Promise<Row>,
  audited: (row: Row) => unknown,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await insert(tx);
    await recordAudit(tx, {
      ...actor,
      action: `${subject}.create`,
      subjectType: subject,
      subjectId: row.id,
      after: audited(row),
    });
    return row;
  });
}

export async function auditEntriesAbout(db: Database, subjectType: string, subjectId: number): Promise<AuditEntry[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(asc(auditLog.id));
}

export interface AuditFilters {
  subjectType?: string;
  actor?: string;
  /** Part of the e-mail of the person an entry is about: their account, application or pupils' surveys, or named in it. */
  about?: string;
  /** From this instant (inclusive) to that one (exclusive). */
  since?: Date;
  until?: Date;
}

function aboutPerson(text: string): SQL {
  const pattern = containing(text);
  const theirs = (subjectType: string, ids: SQL) =>
    and(eq(auditLog.subjectType, subjectType), sql`${auditLog.subjectId} IN (${ids})`);
  const accounts = sql`SELECT ${users.id} FROM ${users} WHERE ${users.email} ILIKE ${pattern}`;
  return or(
    theirs("user", accounts),
    theirs(
      "club-application",
      sql`SELECT ${clubEnrollments.id} FROM ${clubEnrollments} WHERE ${clubEnrollments.userId} IN (${accounts})`,
    ),
    theirs(
      "survey",
      sql`SELECT ${surveys.id} FROM ${surveys} JOIN ${groups} ON ${groups.id} = ${surveys.groupId} WHERE ${groups.userId} IN (${accounts})`,
    ),
    sql`${auditLog.before}::text ILIKE ${pattern}`,
    sql`${auditLog.after}::text ILIKE ${pattern}`,
  )!;
}

function auditWhere(filters: AuditFilters): SQL | undefined {
  return and(
    filters.subjectType ? eq(auditLog.subjectType, filters.subjectType) : undefined,
    filters.actor ? ilike(auditLog.actorLabel, containing(filters.actor)) : undefined,
    filters.about ? aboutPerson(filters.about) : undefined,
    filters.since ? gte(auditLog.createdAt, filters.since) : undefined,
    filters.until ? lt(auditLog.createdAt, filters.until) : undefined,
  );
}

export async function searchAudit(
  db: Database,
  filters: AuditFilters,
  page: { number: number; size: number },
): Promise<{ count: number; rows: AuditEntry[] }> {
  const where = auditWhere(filters);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { count, rows };
}

/** Every matching entry, newest first, `size` at a time: an export reads the whole log without holding it. */
export async function* auditBatches(db: Database, filters: AuditFilters, size = 500): AsyncGenerator<AuditEntry[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(auditWhere(filters), before === undefined ? undefined : lt(auditLog.id, before)))
      .orderBy(desc(auditLog.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    before = rows[rows.length - 1].id;
  }
}
