// Club applications in order of arrival (places are granted in that order,
// DOMAIN.md), filtered and paged in SQL, and the decisions on them. The order
// is the number the database stamped on each when it first arrived.
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";

import type { Database } from "./client";
import type { ClubEnrollmentRow } from "./club";
import { containing } from "./like-pattern";
import { clubApplicationDecisions, clubEnrollments, users } from "./schema";

export interface ApplicationFilters {
  status?: number;
  voivodeship?: string;
  /** Words of a school's name or town, or of the teacher's name or e-mail. */
  text?: string;
}

export interface ApplicationSummaryRow {
  id: number;
  arrival: number;
  firstSubmittedAt: Date;
  submittedAt: Date;
  status: number;
  schoolName: string;
  schoolCity: string;
  schoolVoivodeship: string;
  teacher: string;
  email: string;
}

function conditions(filters: ApplicationFilters): SQL | undefined {
  const words = (filters.text ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return and(
    filters.status === undefined ? undefined : eq(clubEnrollments.status, filters.status),
    filters.voivodeship ? eq(clubEnrollments.schoolVoivodeship, filters.voivodeship) : undefined,
    ...words.map((word) =>
      or(
        ilike(clubEnrollments.schoolName, containing(word)),
        ilike(clubEnrollments.schoolCity, containing(word)),
        ilike(clubEnrollments.userFirstName, containing(word)),
        ilike(clubEnrollments.userLastName, containing(word)),
        ilike(users.email, containing(word)),
      ),
    ),
  );
}

export async function searchApplications(
  db: Database,
  filters: ApplicationFilters,
  page: { number: number; size: number },
): Promise<{ count: number; rows: ApplicationSummaryRow[] }> {
  const where = conditions(filters);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(clubEnrollments)
    .innerJoin(users, eq(users.id, clubEnrollments.userId))
    .where(where);
  const rows = await db
    .select({
      id: clubEnrollments.id,
      arrival: clubEnrollments.arrival,
      firstSubmittedAt: clubEnrollments.firstSubmittedAt,
      submittedAt: clubEnrollments.submittedAt,
      status: clubEnrollments.status,
      schoolName: clubEnrollments.schoolName,
      schoolCity: clubEnrollments.schoolCity,
      schoolVoivodeship: clubEnrollments.schoolVoivodeship,
      teacher: sql<string>`${clubEnrollments.userFirstName} || ' ' || ${clubEnrollments.userLastName}`,
      email: users.email,
    })
    .from(clubEnrollments)
    .innerJoin(users, eq(users.id, clubEnrollments.userId))
    .where(where)
    .orderBy(asc(clubEnrollments.arrival))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { count, rows };
}

/** One application with its teacher's account and its place in the order of arrival. */
export async function findApplication(
  db: Database,
  id: number,
): Promise<
  | { row: ClubEnrollmentRow; arrival: number; email: string; phone: string; agreementDateSigned: string | null }
  | undefined
> {
  const [found] = await db
    .select({
      row: clubEnrollments,
      arrival: clubEnrollments.arrival,
      email: users.email,
      phone: users.phone,
      agreementDateSigned: users.agreementDateSigned,
    })
    .from(clubEnrollments)
    .innerJoin(users, eq(users.id, clubEnrollments.userId))
    .where(eq(clubEnrollments.id, id));
  return found;
}

export type ApplicationDecisionRow = typeof clubApplicationDecisions.$inferSelect;

/** Who decided: a staff account (its e-mail as the label) or the console (no account). */
export interface DecisionAuthor {
  id: number | null;
  label: string;
}

/** Staff's decision, kept with its note, only if the status is still the one they saw (else undefined). */
export async function decideApplication(
  db: Database,
  id: number,
  change: { from: number; to: number; note: string; author: DecisionAuthor },
): Promise<ClubEnrollmentRow | undefined> {
  const [row] = await db
    .update(clubEnrollments)
    .set({ status: change.to, staffNote: change.note, updatedAt: sql`now()` })
    .where(and(eq(clubEnrollments.id, id), eq(clubEnrollments.status, change.from)))
    .returning();
  if (!row) return undefined;
  await db.insert(clubApplicationDecisions).values({
    clubEnrollmentId: id,
    authorId: change.author.id,
    authorLabel: change.author.label,
    status: change.to,
    note: change.note,
  });
  return row;
}

/** Every decision on an application with its note, oldest first. */
export async function decisionsAbout(db: Database, id: number): Promise<ApplicationDecisionRow[]> {
  return db
    .select()
    .from(clubApplicationDecisions)
    .where(eq(clubApplicationDecisions.clubEnrollmentId, id))
    .orderBy(asc(clubApplicationDecisions.id));
}
