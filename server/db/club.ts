import { and, asc, eq, type Placeholder, sql } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import type { Setup } from "../../app/lib/contract/setup";
import { todayInPoland } from "../domain/calendar";
import { computeSetup } from "../domain/setup";
import type { Database } from "./client";
import { preparedOnce } from "./prepared";
import { certificates, clubEnrollments, seasons, uploadedFiles, users } from "./schema";
import type { SeasonRow } from "./season";

export async function hasCertificate(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function clubEnrollmentStatusOf(db: Database, userId: number): Promise<ClubEnrollmentStatus> {
  const [row] = await db
    .select({ status: clubEnrollments.status })
    .from(clubEnrollments)
    .where(eq(clubEnrollments.userId, userId));
  return (row?.status ?? ClubEnrollmentStatus.empty) as ClubEnrollmentStatus;
}

/** The subqueries name the teacher, not the outer row, so each is one index lookup (bench/RESULTS.md, the scale run). */
export function setupFactColumns(userId: Placeholder) {
  return {
    season: seasons,
    agreementDateSigned: users.agreementDateSigned,
    certified: sql<boolean>`exists (select 1 from certificates c where c.user_id = ${userId})`,
    status: sql<ClubEnrollmentStatus | null>`(select e.status from club_enrollments e where e.user_id = ${userId})`,
    enrolled: sql<boolean>`exists (
      select 1 from season_enrollments se
      where se.user_id = ${userId} and se.season_id = (select s.id from seasons s where s.is_current)
    )`,
  };
}

type SetupFacts = {
  season: SeasonRow | null;
  agreementDateSigned: string | null;
  certified: boolean;
  status: ClubEnrollmentStatus | null;
  enrolled: boolean;
};

export function setupFrom(facts: SetupFacts | undefined, now: Date): Setup & { season: SeasonRow | null } {
  const season = facts?.season ?? null;
  const setup = computeSetup({
    today: todayInPoland(now),
    hasCertificate: facts?.certified ?? false,
    clubEnrollmentStatus: facts?.status ?? ClubEnrollmentStatus.empty,
    agreementDateSigned: facts?.agreementDateSigned ?? null,
    currentSeason: season,
    isEnrolledInCurrentSeason: facts?.enrolled ?? false,
  });
  return { ...setup, season };
}

const setupFactsQuery = preparedOnce("setup_facts", (db) => {
  const userId = sql.placeholder("userId");
  return db
    .select(setupFactColumns(userId))
    .from(users)
    .leftJoin(seasons, eq(seasons.isCurrent, true))
    .where(eq(users.id, userId));
});

export async function loadSetup(
  db: Database,
  userId: number,
  now: Date,
): Promise<Setup & { season: SeasonRow | null }> {
  const [facts] = await setupFactsQuery(db).execute({ userId });
  return setupFrom(facts, now);
}

export type ClubEnrollmentRow = typeof clubEnrollments.$inferSelect;
type NewClubEnrollment = typeof clubEnrollments.$inferInsert;

export async function findEnrollment(db: Database, userId: number): Promise<ClubEnrollmentRow | undefined> {
  const [row] = await db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, userId));
  return row;
}

export async function insertEnrollment(db: Database, values: NewClubEnrollment): Promise<ClubEnrollmentRow> {
  const [row] = await db.insert(clubEnrollments).values(values).returning();
  return row;
}

/** Only while it still has the status the teacher saw: a staff decision made meanwhile wins. */
export async function updateEnrollmentWhileStatus(
  db: Database,
  id: number,
  expectedStatus: number,
  changes: Partial<NewClubEnrollment>,
): Promise<ClubEnrollmentRow | undefined> {
  const [row] = await db
    .update(clubEnrollments)
    .set({ ...changes, submittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(clubEnrollments.id, id), eq(clubEnrollments.status, expectedStatus)))
    .returning();
  return row;
}

export async function placeInVerificationQueue(db: Database, arrival: number): Promise<number> {
  const [{ place }] = await db
    .select({ place: sql<number>`count(*)::int` })
    .from(clubEnrollments)
    .where(
      and(eq(clubEnrollments.status, ClubEnrollmentStatus.verification), sql`${clubEnrollments.arrival} <= ${arrival}`),
    );
  return place;
}

export interface ClubEnrollmentSummary {
  id: number;
  status: ClubEnrollmentStatus;
  school: string;
  city: string;
  email: string;
  submittedAt: Date;
  note: string;
}

export async function listEnrollmentsForStaff(
  db: Database,
  status?: ClubEnrollmentStatus,
): Promise<ClubEnrollmentSummary[]> {
  const rows = await db
    .select({
      id: clubEnrollments.id,
      status: clubEnrollments.status,
      school: clubEnrollments.schoolName,
      city: clubEnrollments.schoolCity,
      email: users.email,
      submittedAt: clubEnrollments.submittedAt,
      note: clubEnrollments.staffNote,
    })
    .from(clubEnrollments)
    .innerJoin(users, eq(users.id, clubEnrollments.userId))
    .where(status === undefined ? undefined : eq(clubEnrollments.status, status))
    .orderBy(asc(clubEnrollments.arrival));
  return rows.map((row) => ({ ...row, status: row.status as ClubEnrollmentStatus }));
}

type UploadedFileRow = typeof uploadedFiles.$inferSelect;

export async function storeUploadedFile(
  db: Database,
  file: { ownerId: number; filename: string; contentType: string; data: Buffer },
): Promise<string> {
  const [stored] = await db
    .insert(uploadedFiles)
    .values({ ...file, size: file.data.length })
    .returning({ id: uploadedFiles.id });
  return stored.id;
}

export async function deleteUploadedFile(db: Database, id: string): Promise<void> {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}

export async function findUploadedFile(db: Database, id: string): Promise<UploadedFileRow | undefined> {
  const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  return file;
}

const fileInfoColumns = {
  id: uploadedFiles.id,
  filename: uploadedFiles.filename,
  size: uploadedFiles.size,
  contentType: uploadedFiles.contentType,
};
export interface UploadedFileInfo {
  id: string;
  filename: string;
  size: number;
  contentType: string;
}

export async function findUploadedFileInfo(db: Database, id: string): Promise<UploadedFileInfo | undefined> {
  const [file] = await db.select(fileInfoColumns).from(uploadedFiles).where(eq(uploadedFiles.id, id));
  return file;
}

export async function findEnrollmentWithConsent(
  db: Database,
  userId: number,
): Promise<{ row: ClubEnrollmentRow; consent: UploadedFileInfo | undefined } | undefined> {
  const [found] = await db
    .select({ row: clubEnrollments, consent: fileInfoColumns })
    .from(clubEnrollments)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, clubEnrollments.schoolsPrincipalConsentFileId))
    .where(eq(clubEnrollments.userId, userId));
  return found && { row: found.row, consent: found.consent ?? undefined };
}
