// Entries are only ever added; nothing updates or deletes them.
import { and, asc, desc, eq, ilike, sql } from "drizzle-orm";

import type { Database } from "./client";
import { containing } from "./like-pattern";
import { auditLog } from "./schema";

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
}

export async function searchAudit(
  db: Database,
  filters: AuditFilters,
  page: { number: number; size: number },
): Promise<{ count: number; rows: AuditEntry[] }> {
  const where = and(
    filters.subjectType ? eq(auditLog.subjectType, filters.subjectType) : undefined,
    filters.actor ? ilike(auditLog.actorLabel, containing(filters.actor)) : undefined,
  );
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
