import { and, asc, eq, sql } from "drizzle-orm";

import type { Setup } from "../../app/lib/contract/setup";
import type { Database } from "./client";
import { setupFactColumns, setupFrom } from "./club";
import { preparedOnce } from "./prepared";
import { clubEnrollments, groups, seasonEnrollments, seasons, users } from "./schema";
import type { SeasonRow } from "./season";

export type GroupRow = typeof groups.$inferSelect;

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

/** All or none. */
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

const setupAndGroupQuery = preparedOnce("setup_and_group", (db) => {
  const userId = sql.placeholder("userId");
  return db
    .select({ ...setupFactColumns(userId), group: groups })
    .from(users)
    .leftJoin(seasons, eq(seasons.isCurrent, true))
    .leftJoin(
      seasonEnrollments,
      and(eq(seasonEnrollments.userId, users.id), eq(seasonEnrollments.seasonId, seasons.id)),
    )
    .leftJoin(
      groups,
      and(
        eq(groups.seasonEnrollmentId, seasonEnrollments.id),
        eq(groups.userId, users.id),
        eq(groups.groupNumber, sql.placeholder("groupNumber")),
      ),
    )
    .where(eq(users.id, userId));
});

export async function loadSetupAndGroup(
  db: Database,
  userId: number,
  groupNumber: number,
  now: Date,
): Promise<{ setup: Setup & { season: SeasonRow | null }; group: GroupRow | null }> {
  const [facts] = await setupAndGroupQuery(db).execute({ userId, groupNumber });
  return { setup: setupFrom(facts, now), group: facts?.group ?? null };
}

/** Whose group it is, as its report is headed: the school, the teacher and the season. */
export async function groupHeading(
  db: Database,
  groupId: number,
): Promise<{ school: string; teacher: string; season: string } | undefined> {
  const [heading] = await db
    .select({
      school: sql<string>`coalesce(${clubEnrollments.schoolName}, '')`,
      teacher: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`,
      season: seasons.name,
    })
    .from(groups)
    .innerJoin(users, eq(users.id, groups.userId))
    .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
    .innerJoin(seasons, eq(seasons.id, seasonEnrollments.seasonId))
    .leftJoin(clubEnrollments, eq(clubEnrollments.userId, groups.userId))
    .where(eq(groups.id, groupId));
  return heading;
}
