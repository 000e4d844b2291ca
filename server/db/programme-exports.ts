// The rows of the office's exports, read in batches by keyset (never OFFSET,
// never the whole table at once): applications in order of arrival, hours
// per teacher in every month of the season, and a season's surveys.
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";

import { monthsBetween } from "../domain/calendar";
import type { Database } from "./client";
import type { ClubEnrollmentRow } from "./club";
import { inPolish } from "./collation";
import { classEndedBy } from "./programme-figures";
import { clubEnrollments, groups, scheduleItems, seasonEnrollments, type seasons, surveys, users } from "./schema";
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
  /** The held classes' minutes, each class its own duration. */
  heldMinutes: number;
  cancelled: number;
  planned: number;
}

/**
 * Every teacher of the season (by name) in every month of the season, with
 * zeros where they had no classes. Teachers are taken a batch at a time
 * (keyset on name and id), each batch's classes counted in one grouped query.
 */
export async function* classesPerTeacherMonth(
  db: Database,
  season: Pick<typeof seasons.$inferSelect, "id" | "dateStart" | "dateEnd">,
  now: string,
  batch = EXPORT_BATCH,
): AsyncGenerator<TeacherMonthRow[]> {
  // A class the season's dates no longer cover still counts, in a month of its own for every teacher.
  const [span] = await db
    .select({
      first: sql<string | null>`to_char(min(${scheduleItems.datetime}), 'YYYY-MM-DD')`,
      last: sql<string | null>`to_char(max(${scheduleItems.datetime}), 'YYYY-MM-DD')`,
    })
    .from(scheduleItems)
    .innerJoin(groups, eq(groups.id, scheduleItems.groupId))
    .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
    .where(eq(seasonEnrollments.seasonId, season.id));
  const months = monthsBetween(
    span.first && span.first < season.dateStart ? span.first : season.dateStart,
    span.last && span.last > season.dateEnd ? span.last : season.dateEnd,
  );
  let after: { lastName: string; firstName: string; id: number } | undefined;
  for (;;) {
    const teachers = await db
      .select({
        id: users.id,
        lastName: users.lastname,
        firstName: users.firstname,
        email: users.email,
        schoolName: sql<string>`coalesce(${clubEnrollments.schoolName}, '')`,
        voivodeship: sql<string>`coalesce(${clubEnrollments.schoolVoivodeship}, '')`,
      })
      .from(seasonEnrollments)
      .innerJoin(users, eq(users.id, seasonEnrollments.userId))
      .leftJoin(clubEnrollments, eq(clubEnrollments.userId, users.id))
      .where(
        and(
          eq(seasonEnrollments.seasonId, season.id),
          after &&
            sql`(${inPolish(users.lastname)}, ${inPolish(users.firstname)}, ${users.id}) > (${inPolish(sql`${after.lastName}`)}, ${inPolish(sql`${after.firstName}`)}, ${after.id})`,
        ),
      )
      .orderBy(...BY_NAME)
      .limit(batch);
    if (teachers.length === 0) return;
    const month = sql<string>`to_char(${scheduleItems.datetime}, 'YYYY-MM')`;
    const held = sql`${scheduleItems.status} = 'planned' AND ${classEndedBy(now)}`;
    const counts = await db
      .select({
        userId: groups.userId,
        month,
        held: sql<number>`count(*) FILTER (WHERE ${held})::int`,
        heldMinutes: sql<number>`coalesce(sum(${scheduleItems.durationMinutes}) FILTER (WHERE ${held}), 0)::int`,
        cancelled: sql<number>`count(*) FILTER (WHERE ${scheduleItems.status} = 'cancelled')::int`,
        planned: sql<number>`count(*) FILTER (WHERE ${scheduleItems.status} = 'planned' AND NOT ${classEndedBy(now)})::int`,
      })
      .from(scheduleItems)
      .innerJoin(groups, eq(groups.id, scheduleItems.groupId))
      .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
      .where(
        and(
          eq(seasonEnrollments.seasonId, season.id),
          inArray(
            groups.userId,
            teachers.map((teacher) => teacher.id),
          ),
        ),
      )
      .groupBy(groups.userId, month);
    const countsOf = new Map(counts.map((row) => [`${row.userId} ${row.month}`, row]));
    yield teachers.flatMap(({ id, ...teacher }) =>
      months.map((month) => {
        const found = countsOf.get(`${id} ${month}`);
        return {
          ...teacher,
          userId: id,
          month,
          held: found?.held ?? 0,
          heldMinutes: found?.heldMinutes ?? 0,
          cancelled: found?.cancelled ?? 0,
          planned: found?.planned ?? 0,
        };
      }),
    );
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
