// The audit log: who opened or changed whose data, when and why. Entries are
// only ever added; nothing here (or anywhere) updates or deletes them.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "./client";
import { auditLog } from "./schema";

export type AuditEntry = typeof auditLog.$inferSelect;

export interface NewAuditEntry {
  /** The staff account; null for the server's console. */
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

/** A record's history, oldest first. */
export async function auditEntriesAbout(db: Database, subjectType: string, subjectId: number): Promise<AuditEntry[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(asc(auditLog.id));
}
