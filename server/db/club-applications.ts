// Club applications in order of arrival (places are granted in that order,
// DOMAIN.md), filtered and paged in SQL, and the decisions on them. The order
// is the number the database stamped on each when it first arrived.
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";

import type { PeselProbe } from "../security/pesel-search";
import type { Database } from "./client";
import type { ClubEnrollmentRow } from "./club";
import { polishAsc } from "./collation";
import { containing, digitsMatching } from "./like-pattern";
import { peselMatching } from "./pesel-search";
import { clubApplicationDecisions, clubEnrollments, users } from "./schema";

export interface ApplicationFilters {
  status?: number;
  voivodeship?: string;
  /** Words of a school's name, town, street or postal code, or of the teacher's name, e-mail, street or postal code; or a phone number. */
  text?: string;
  /** The text's hash when it can be the end of the teacher's PESEL or a whole one. */
  pesel?: PeselProbe;
}

export type ApplicationOrder = "arrival" | "-arrival" | "school" | "teacher";

const ORDERS: Record<ApplicationOrder, SQL[]> = {
  arrival: [asc(clubEnrollments.arrival)],
  "-arrival": [desc(clubEnrollments.arrival)],
  school: [polishAsc(clubEnrollments.schoolName), polishAsc(clubEnrollments.schoolCity), asc(clubEnrollments.arrival)],
  teacher: [
    polishAsc(clubEnrollments.userLastName),
    polishAsc(clubEnrollments.userFirstName),
    asc(clubEnrollments.arrival),
  ],
};

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

function numberMatching(text: string): SQL | undefined {
  const phone = digitsMatching(clubEnrollments.userPhone, text);
  if (!phone) return undefined;
  return or(
    phone,
    digitsMatching(users.phone, text),
    digitsMatching(clubEnrollments.schoolPostalCode, text),
    digitsMatching(clubEnrollments.userPostalCode, text),
  );
}

function wordMatching(word: string): SQL | undefined {
  return or(
    ...[
      clubEnrollments.schoolName,
      clubEnrollments.schoolCity,
      clubEnrollments.schoolAddress,
      clubEnrollments.schoolPostalCode,
      clubEnrollments.userFirstName,
      clubEnrollments.userLastName,
      clubEnrollments.userAddress,
      clubEnrollments.userCity,
      clubEnrollments.userPostalCode,
      users.email,
    ].map((column) => ilike(column, containing(word))),
    numberMatching(word),
  );
}

function conditions(filters: ApplicationFilters): SQL | undefined {
  const text = (filters.text ?? "").trim();
  // A number typed whole ("600 700 800", "+48 600-700-800") is one phone number or postal code.
  const whole = numberMatching(text);
  const words = whole ? [] : text.split(/\s+/).filter(Boolean).slice(0, 5);
  const typed = whole ?? and(...words.map(wordMatching));
  return and(
    filters.status === undefined ? undefined : eq(clubEnrollments.status, filters.status),
    filters.voivodeship ? eq(clubEnrollments.schoolVoivodeship, filters.voivodeship) : undefined,
    filters.pesel ? or(typed, peselMatching(filters.pesel)) : typed,
  );
}

export async function searchApplications(
  db: Database,
  filters: ApplicationFilters,
  page: { number: number; size: number; order?: ApplicationOrder },
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
    .orderBy(...ORDERS[page.order ?? "arrival"])
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
