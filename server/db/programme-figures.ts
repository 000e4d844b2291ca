// A class has been held once it has ended and was not cancelled, as the teacher's schedule says.
import { eq, sql } from "drizzle-orm";

import type { Database } from "./client";
import { clubEnrollments, groups, scheduleItems, seasonEnrollments, surveys } from "./schema";

export interface ClubsByStatus {
  voivodeship: string;
  status: number;
  count: number;
}

const byPolishName = (a: string, b: string) => a.localeCompare(b, "pl");

/** The database's collation may not be Polish. */
export async function countClubsByStatus(db: Database): Promise<ClubsByStatus[]> {
  const rows = await db
    .select({
      voivodeship: clubEnrollments.schoolVoivodeship,
      status: clubEnrollments.status,
      count: sql<number>`count(*)::int`,
    })
    .from(clubEnrollments)
    .groupBy(clubEnrollments.schoolVoivodeship, clubEnrollments.status);
  return rows.sort((a, b) => byPolishName(a.voivodeship, b.voivodeship) || a.status - b.status);
}

export interface SeasonFigures {
  voivodeship: string;
  clubs: number;
  groups: number;
  girls: number;
  boys: number;
  classesHeld: number;
  classesCancelled: number;
  classesPlanned: number;
  surveys: number;
}

export function classEndedBy(now: string) {
  return sql`${scheduleItems.datetime} + make_interval(mins => ${scheduleItems.durationMinutes}) <= ${now}::timestamp`;
}

function seasonGroups(db: Database, seasonId: number) {
  return db.$with("season_groups").as(
    db
      .select({
        id: groups.id,
        userId: sql<number>`${groups.userId}`.as("user_id"),
        girls: groups.girlsCount,
        boys: groups.boysCount,
        voivodeship: sql<string>`coalesce(${clubEnrollments.schoolVoivodeship}, '')`.as("voivodeship"),
      })
      .from(groups)
      .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
      .leftJoin(clubEnrollments, eq(clubEnrollments.userId, groups.userId))
      .where(eq(seasonEnrollments.seasonId, seasonId)),
  );
}

/** Three grouped queries rather than one join that would multiply classes by surveys. */
export async function seasonFiguresByVoivodeship(
  db: Database,
  seasonId: number,
  now: string,
): Promise<SeasonFigures[]> {
  const season = seasonGroups(db, seasonId);
  const groupRows = await db
    .with(season)
    .select({
      voivodeship: season.voivodeship,
      clubs: sql<number>`count(DISTINCT ${season.userId})::int`,
      groups: sql<number>`count(*)::int`,
      girls: sql<number>`coalesce(sum(${season.girls}), 0)::int`,
      boys: sql<number>`coalesce(sum(${season.boys}), 0)::int`,
    })
    .from(season)
    .groupBy(season.voivodeship);
  const classRows = await db
    .with(season)
    .select({
      voivodeship: season.voivodeship,
      held: sql<number>`count(*) FILTER (WHERE ${scheduleItems.status} = 'planned' AND ${classEndedBy(now)})::int`,
      cancelled: sql<number>`count(*) FILTER (WHERE ${scheduleItems.status} = 'cancelled')::int`,
      planned: sql<number>`count(*) FILTER (WHERE ${scheduleItems.status} = 'planned' AND NOT ${classEndedBy(now)})::int`,
    })
    .from(season)
    .innerJoin(scheduleItems, eq(scheduleItems.groupId, season.id))
    .groupBy(season.voivodeship);
  const surveyRows = await db
    .with(season)
    .select({ voivodeship: season.voivodeship, surveys: sql<number>`count(*)::int` })
    .from(season)
    .innerJoin(surveys, eq(surveys.groupId, season.id))
    .groupBy(season.voivodeship);

  const byVoivodeship = new Map<string, SeasonFigures>();
  for (const row of groupRows) {
    byVoivodeship.set(row.voivodeship, {
      ...row,
      classesHeld: 0,
      classesCancelled: 0,
      classesPlanned: 0,
      surveys: 0,
    });
  }
  for (const row of classRows) {
    const figures = byVoivodeship.get(row.voivodeship);
    if (!figures) continue;
    figures.classesHeld = row.held;
    figures.classesCancelled = row.cancelled;
    figures.classesPlanned = row.planned;
  }
  for (const row of surveyRows) {
    const figures = byVoivodeship.get(row.voivodeship);
    if (figures) figures.surveys = row.surveys;
  }
  return [...byVoivodeship.values()].sort((a, b) => byPolishName(a.voivodeship, b.voivodeship));
}
