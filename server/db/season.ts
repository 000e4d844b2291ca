import { and, desc, eq, ne, sql } from "drizzle-orm";

import type { Database } from "./client";
import { groups, scheduleItems, seasonEnrollments, seasons } from "./schema";

export type SeasonRow = typeof seasons.$inferSelect;
type NewSeason = Omit<typeof seasons.$inferInsert, "id" | "isCurrent">;

export async function findCurrentSeason(db: Database): Promise<SeasonRow | undefined> {
  const [season] = await db.select().from(seasons).where(eq(seasons.isCurrent, true));
  return season;
}

export function listSeasons(db: Database): Promise<SeasonRow[]> {
  return db.select().from(seasons).orderBy(desc(seasons.dateStart), desc(seasons.id));
}

export async function findSeason(db: Database, id: number): Promise<SeasonRow | undefined> {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, id));
  return season;
}

export async function findSeasonEnrollment(db: Database, userId: number, seasonId: number) {
  const [row] = await db
    .select()
    .from(seasonEnrollments)
    .where(and(eq(seasonEnrollments.userId, userId), eq(seasonEnrollments.seasonId, seasonId)))
    .orderBy(desc(seasonEnrollments.id));
  return row;
}

export interface EnrolledGroup {
  defaultClassesPlace: string;
  girlsCount: number;
  boysCount: number;
  disabilityGroup: boolean;
}

export async function enrollClubInSeason(
  db: Database,
  input: { userId: number; seasonId: number; groups: EnrolledGroup[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [enrollment] = await tx
      .insert(seasonEnrollments)
      .values({ userId: input.userId, seasonId: input.seasonId })
      .returning();
    await tx.insert(groups).values(
      input.groups.map((group, index) => ({
        ...group,
        seasonEnrollmentId: enrollment.id,
        userId: input.userId,
        groupNumber: index + 1,
      })),
    );
  });
}

export async function createSeason(db: Database, values: NewSeason, current: boolean): Promise<SeasonRow> {
  return db.transaction(async (tx) => {
    if (current) await tx.update(seasons).set({ isCurrent: false }).where(eq(seasons.isCurrent, true));
    const [created] = await tx
      .insert(seasons)
      .values({ ...values, isCurrent: current })
      .returning();
    return created;
  });
}

export interface SeasonWithFigures extends SeasonRow {
  clubs: number;
  groups: number;
  classes: number;
  firstClass: string | null;
  lastClass: string | null;
}

function seasonsWithFigures(db: Database) {
  return db
    .select({
      season: seasons,
      clubs: sql<number>`count(DISTINCT ${seasonEnrollments.id})::int`,
      groups: sql<number>`count(DISTINCT ${groups.id})::int`,
      classes: sql<number>`count(${scheduleItems.id})::int`,
      firstClass: sql<string | null>`to_char(min(${scheduleItems.datetime}), 'YYYY-MM-DD')`,
      lastClass: sql<string | null>`to_char(max(${scheduleItems.datetime}), 'YYYY-MM-DD')`,
    })
    .from(seasons)
    .leftJoin(seasonEnrollments, eq(seasonEnrollments.seasonId, seasons.id))
    .leftJoin(groups, eq(groups.seasonEnrollmentId, seasonEnrollments.id))
    .leftJoin(scheduleItems, eq(scheduleItems.groupId, groups.id))
    .groupBy(seasons.id)
    .$dynamic();
}

function flatten(row: { season: SeasonRow } & Omit<SeasonWithFigures, keyof SeasonRow>): SeasonWithFigures {
  const { season, ...figures } = row;
  return { ...season, ...figures };
}

export async function listSeasonsWithFigures(db: Database): Promise<SeasonWithFigures[]> {
  const rows = await seasonsWithFigures(db).orderBy(desc(seasons.dateStart), desc(seasons.id));
  return rows.map(flatten);
}

export async function findSeasonWithFigures(db: Database, id: number): Promise<SeasonWithFigures | undefined> {
  const [row] = await seasonsWithFigures(db).where(eq(seasons.id, id));
  return row ? flatten(row) : undefined;
}

export async function updateSeasonDates(db: Database, id: number, values: NewSeason): Promise<SeasonRow | undefined> {
  const [row] = await db.update(seasons).set(values).where(eq(seasons.id, id)).returning();
  return row;
}

export async function makeSeasonCurrent(db: Database, id: number): Promise<SeasonRow | undefined> {
  return db.transaction(async (tx) => {
    await tx
      .update(seasons)
      .set({ isCurrent: false })
      .where(and(eq(seasons.isCurrent, true), ne(seasons.id, id)));
    const [row] = await tx.update(seasons).set({ isCurrent: true }).where(eq(seasons.id, id)).returning();
    return row;
  });
}

/** The database's own refusal of a season (migration 0019): a name taken, or days another season has. */
export function brokenSeasonRule(error: unknown): "name" | "overlap" | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === "23505" && constraint === "seasons_name_key") return "name";
    if (code === "23P01" && constraint === "seasons_no_overlap") return "overlap";
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
