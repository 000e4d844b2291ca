// Queries about seasons and clubs' enrolments in them.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "./client";
import { groups, seasonEnrollments, seasons } from "./schema";

export type SeasonRow = typeof seasons.$inferSelect;
type NewSeason = Omit<typeof seasons.$inferInsert, "id" | "isCurrent">;

export async function findCurrentSeason(db: Database): Promise<SeasonRow | undefined> {
  const [season] = await db.select().from(seasons).where(eq(seasons.isCurrent, true));
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

/** A group as enrolled: its usual place and declared pupils (0 and 0 while not yet known). */
export interface EnrolledGroup {
  defaultClassesPlace: string;
  girlsCount: number;
  boysCount: number;
  disabilityGroup: boolean;
}

/**
 * Enrols the teacher's club in the season with its groups, numbered 1, 2, …
 * in the order given. A second enrolment fails with a unique violation.
 */
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

/** A new season; a current one takes that mark from any other. */
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
