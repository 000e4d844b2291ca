// The rows of the office's exports, read in batches by keyset (never OFFSET,
// never the whole table at once): applications in order of arrival, hours
// per teacher per month, and a season's surveys.
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";

import type { Database } from "./client";
import type { ClubEnrollmentRow } from "./club";
import { inPolish } from "./collation";
import { classEndedBy } from "./programme-figures";
import { clubEnrollments, groups, scheduleItems, seasonEnrollments, surveys, users } from "./schema";
import { BY_NAME } from "./users";

export const EXPORT_BATCH = 500;

export interface ApplicationExportRow {
  arrival: number;
  application: ClubEnrollmentRow;
  agreementDateSigned: string | null;
  /** The club's groups in the season exported, 0 when it is not enrolled in it. */
  seasonGroups: number;
}

/** Every application in order of arrival, with the number the office's list shows. */
export async function* applicationsInArrivalOrder(
  db: Database,
  seasonId: number,
  batch = EXPORT_BATCH,
): AsyncGenerator<ApplicationExportRow[]> {
  const groupsInSeason = db
    .select({ userId: groups.userId, count: sql<number>`count(*)::int`.as("count") })
    .from(groups)
    .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
    .where(eq(seasonEnrollments.seasonId, seasonId))
    .groupBy(groups.userId)
    .as("groups_in_season");
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        application: clubEnrollments,
        agreementDateSigned: users.agreementDateSigned,
        seasonGroups: sql<number>`coalesce(${groupsInSeason.count}, 0)::int`,
      })
      .from(clubEnrollments)
      .innerJoin(users, eq(users.id, clubEnrollments.userId))
      .leftJoin(groupsInSeason, eq(groupsInSeason.userId, clubEnrollments.userId))
      .where(gt(clubEnrollments.arrival, after))
      .orderBy(asc(clubEnrollments.arrival))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ ...row, arrival: row.application.arrival }));
    after = rows[rows.length - 1].application.arrival;
  }
}

export interface TeacherMonthRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  schoolName: string;
  voivodeship: string;
  /** "YYYY-MM", the month of the classes' Polish dates. */
  month: string;
  held: number;
  cancelled: number;
  planned: number;
}

/**
 * The season's classes per teacher and month, teachers by name. Teachers are
 * taken a batch at a time (keyset on name and id), each batch's classes
 * counted in one grouped query.
 */
export async function* classesPerTeacherMonth(
  db: Database,
  seasonId: number,
  now: string,
  batch = EXPORT_BATCH,
): AsyncGenerator<TeacherMonthRow[]> {
  let after: { lastName: string; firstName: string; id: number } | undefined;
  for (;;) {
    const teachers = await db
      .select({ id: users.id, lastName: users.lastname, firstName: users.firstname })
      .from(seasonEnrollments)
      .innerJoin(users, eq(users.id, seasonEnrollments.userId))
      .where(
        and(
          eq(seasonEnrollments.seasonId, seasonId),
          after &&
            sql`(${inPolish(users.lastname)}, ${inPolish(users.firstname)}, ${users.id}) > (${inPolish(sql`${after.lastName}`)}, ${inPolish(sql`${after.firstName}`)}, ${after.id})`,
        ),
      )
      .orderBy(...BY_NAME)
      .limit(batch);
    if (teachers.length === 0) return;
    const month = sql<string>`to_char(${scheduleItems.datetime}, 'YYYY-MM')`;
    const rows = await db
      .select({
        userId: users.id,
        firstName: users.firstname,
        lastName: users.lastname,
        email: users.email,
        schoolName: sql<string>`coalesce(${clubEnrollments.schoolName}, '')`,
        voivodeship: sql<string>`coalesce(${clubEnrollments.schoolVoivodeship}, '')`,
        month,
        held: sql<number>`count(*) FILTER (WHERE ${scheduleItems.status} = 'planned' AND ${classEndedBy(now)})::int`,
        cancelled: sql<number>`count(*) FILTER (WHERE ${scheduleItems.status} = 'cancelled')::int`,
        planned: sql<number>`count(*) FILTER (WHERE ${scheduleItems.status} = 'planned' AND NOT ${classEndedBy(now)})::int`,
      })
      .from(scheduleItems)
      .innerJoin(groups, eq(groups.id, scheduleItems.groupId))
      .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
      .innerJoin(users, eq(users.id, groups.userId))
      .leftJoin(clubEnrollments, eq(clubEnrollments.userId, users.id))
      .where(
        and(
          eq(seasonEnrollments.seasonId, seasonId),
          inArray(
            groups.userId,
            teachers.map((teacher) => teacher.id),
          ),
        ),
      )
      .groupBy(users.id, clubEnrollments.id, month)
      .orderBy(...BY_NAME, asc(month));
    if (rows.length > 0) yield rows;
    after = teachers[teachers.length - 1];
  }
}

export type SurveyExportRow = typeof surveys.$inferSelect & { voivodeship: string };

/** The season's surveys, by group and number, with their club's voivodeship. */
export async function* seasonSurveys(
  db: Database,
  seasonId: number,
  batch = EXPORT_BATCH,
): AsyncGenerator<SurveyExportRow[]> {
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({ survey: surveys, voivodeship: sql<string>`coalesce(${clubEnrollments.schoolVoivodeship}, '')` })
      .from(surveys)
      .innerJoin(groups, eq(groups.id, surveys.groupId))
      .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
      .leftJoin(clubEnrollments, eq(clubEnrollments.userId, groups.userId))
      .where(and(eq(seasonEnrollments.seasonId, seasonId), gt(surveys.id, afterId)))
      .orderBy(asc(surveys.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ ...row.survey, voivodeship: row.voivodeship }));
    afterId = rows[rows.length - 1].survey.id;
  }
}
