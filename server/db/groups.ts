// Groups of a teacher's club in the current season, found with ownership built in.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { preparedOnce } from "./prepared";
import { groups, seasonEnrollments, seasons } from "./schema";

export type GroupRow = typeof groups.$inferSelect;

/** The teacher's groups in the current season, by number. */
const currentGroupsQuery = preparedOnce("current_groups", (db) =>
  db
    .select({ group: groups })
    .from(groups)
    .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
    .innerJoin(seasons, eq(seasons.id, seasonEnrollments.seasonId))
    .where(and(eq(groups.userId, sql.placeholder("userId")), eq(seasons.isCurrent, true)))
    .orderBy(asc(groups.groupNumber)),
);

export async function currentGroupsOf(db: Database, userId: number): Promise<GroupRow[]> {
  const rows = await currentGroupsQuery(db).execute({ userId });
  return rows.map((row) => row.group);
}

/** The teacher's own group with this number in the current season, or undefined. */
export async function findOwnCurrentGroup(
  db: Database,
  userId: number,
  groupNumber: number,
): Promise<GroupRow | undefined> {
  return (await currentGroupsOf(db, userId)).find((group) => group.groupNumber === groupNumber);
}

export type GroupChanges = Partial<
  Pick<GroupRow, "defaultClassesPlace" | "girlsCount" | "boysCount" | "disabilityGroup">
>;

/** Changes the teacher's own groups, all or none; each change names a group the caller found among theirs. */
export async function updateOwnGroups(
  db: Database,
  userId: number,
  changes: { groupId: number; values: GroupChanges }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const change of changes) {
      await tx
        .update(groups)
        .set(change.values)
        .where(and(eq(groups.id, change.groupId), eq(groups.userId, userId)));
    }
  });
}
