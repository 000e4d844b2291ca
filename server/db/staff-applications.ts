// The office's view of club applications: in order of arrival (places are
// granted in that order, DOMAIN.md), filtered and paged in SQL.
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import type { ClubEnrollmentRow } from "./club";
import { clubEnrollments, users } from "./schema";
import { containing } from "./like-pattern";

export interface ApplicationFilters {
  status?: number;
  voivodeship?: string;
  /** Words of a school's name or town, or of the teacher's name or e-mail. */
  text?: string;
}

export interface ApplicationSummaryRow {
  id: number;
  arrival: number;
  submittedAt: Date;
  status: number;
  schoolName: string;
  schoolCity: string;
  schoolVoivodeship: string;
  teacher: string;
  email: string;
}

/** Every application numbered by arrival, so a filter never renumbers them. */
function ordered(db: Database) {
  return db.$with("ordered").as(
    db
      .select({
        id: clubEnrollments.id,
        arrival: sql<number>`row_number() OVER (ORDER BY ${clubEnrollments.submittedAt}, ${clubEnrollments.id})`
          .mapWith(Number)
          .as("arrival"),
      })
      .from(clubEnrollments),
  );
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
  const arrivals = ordered(db);
  const where = conditions(filters);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(clubEnrollments)
    .innerJoin(users, eq(users.id, clubEnrollments.userId))
    .where(where);
  const rows = await db
    .with(arrivals)
    .select({
      id: clubEnrollments.id,
      arrival: arrivals.arrival,
      submittedAt: clubEnrollments.submittedAt,
      status: clubEnrollments.status,
      schoolName: clubEnrollments.schoolName,
      schoolCity: clubEnrollments.schoolCity,
      schoolVoivodeship: clubEnrollments.schoolVoivodeship,
      teacher: sql<string>`${clubEnrollments.userFirstName} || ' ' || ${clubEnrollments.userLastName}`,
      email: users.email,
    })
    .from(clubEnrollments)
    .innerJoin(arrivals, eq(arrivals.id, clubEnrollments.id))
    .innerJoin(users, eq(users.id, clubEnrollments.userId))
    .where(where)
    .orderBy(asc(arrivals.arrival))
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
  const arrivals = ordered(db);
  const [found] = await db
    .with(arrivals)
    .select({
      row: clubEnrollments,
      arrival: arrivals.arrival,
      email: users.email,
      phone: users.phone,
      agreementDateSigned: users.agreementDateSigned,
    })
    .from(clubEnrollments)
    .innerJoin(arrivals, eq(arrivals.id, clubEnrollments.id))
    .innerJoin(users, eq(users.id, clubEnrollments.userId))
    .where(eq(clubEnrollments.id, id));
  return found;
}

/** Staff's decision, only if the status is still the one they saw; undefined when someone decided meanwhile. */
export async function decideApplication(
  db: Database,
  id: number,
  change: { from: number; to: number; note: string },
): Promise<ClubEnrollmentRow | undefined> {
  const [row] = await db
    .update(clubEnrollments)
    .set({ status: change.to, staffNote: change.note, updatedAt: sql`now()` })
    .where(and(eq(clubEnrollments.id, id), eq(clubEnrollments.status, change.from)))
    .returning();
  return row;
}
