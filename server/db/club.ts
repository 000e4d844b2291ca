// Queries behind the teacher's setup record: certificate, club, season.
import { and, desc, eq } from "drizzle-orm";
import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import type { Setup } from "../../app/lib/contract/setup";
import { computeSetup } from "../domain/setup";
import { todayInPoland } from "../domain/calendar";
import type { Database } from "./client";
import { certificates, clubEnrollments, seasonEnrollments, seasons, users } from "./schema";

export type SeasonRow = typeof seasons.$inferSelect;

export async function findCurrentSeason(db: Database): Promise<SeasonRow | undefined> {
  const [season] = await db.select().from(seasons).where(eq(seasons.isCurrent, true));
  return season;
}

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

export async function findSeasonEnrollment(db: Database, userId: number, seasonId: number) {
  const [row] = await db
    .select()
    .from(seasonEnrollments)
    .where(and(eq(seasonEnrollments.userId, userId), eq(seasonEnrollments.seasonId, seasonId)))
    .orderBy(desc(seasonEnrollments.id));
  return row;
}

/** The setup record of DESIGN §6, computed from the database for the current season. */
export async function loadSetup(
  db: Database,
  userId: number,
  now: Date,
): Promise<Setup & { season: SeasonRow | null }> {
  const [season, certified, status, [user]] = await Promise.all([
    findCurrentSeason(db),
    hasCertificate(db, userId),
    clubEnrollmentStatusOf(db, userId),
    db.select({ agreementDateSigned: users.agreementDateSigned }).from(users).where(eq(users.id, userId)),
  ]);
  const enrolled = season ? (await findSeasonEnrollment(db, userId, season.id)) !== undefined : false;
  const setup = computeSetup({
    today: todayInPoland(now),
    hasCertificate: certified,
    clubEnrollmentStatus: status,
    agreementDateSigned: user?.agreementDateSigned ?? null,
    currentSeason: season ?? null,
    isEnrolledInCurrentSeason: enrolled,
  });
  return { ...setup, season: season ?? null };
}
