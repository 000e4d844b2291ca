import { and, asc, eq, max, sql } from "drizzle-orm";

import type { Setup } from "../../app/lib/contract/setup";
import type { Database } from "./client";
import { setupFactColumns, setupFrom } from "./club";
import { preparedOnce } from "./prepared";
import { clubEnrollments, groups, scheduleItems, seasonEnrollments, seasons, surveys, users } from "./schema";
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

/** The numbers of the teacher's current groups that have classes or surveys (which keep a group from removal). */
export async function groupNumbersInUse(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ number: groups.groupNumber })
    .from(groups)
    .innerJoin(seasonEnrollments, eq(seasonEnrollments.id, groups.seasonEnrollmentId))
    .innerJoin(seasons, eq(seasons.id, seasonEnrollments.seasonId))
    .where(
      and(
        eq(groups.userId, userId),
        eq(seasons.isCurrent, true),
        sql`(exists (select 1 from ${scheduleItems} used where used.group_id = ${groups.id})
          or exists (select 1 from ${surveys} used where used.group_id = ${groups.id}))`,
      ),
    )
    .orderBy(asc(groups.groupNumber));
  return rows.map((row) => row.number);
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

/** A group added to the teacher's season enrolment, numbered after the highest; null: another add took the number. */
export async function addGroup(db: Database, enrolment: { id: number; userId: number }): Promise<GroupRow | null> {
  const [{ highest }] = await db
    .select({ highest: max(groups.groupNumber) })
    .from(groups)
    .where(eq(groups.seasonEnrollmentId, enrolment.id));
  const [added] = await db
    .insert(groups)
    .values({ seasonEnrollmentId: enrolment.id, userId: enrolment.userId, groupNumber: (highest ?? 0) + 1 })
    .onConflictDoNothing()
    .returning();
  return added ?? null;
}

/** Deletes a group that has no class and no survey; its row is locked first, so none is added meanwhile. */
export async function deleteEmptyGroup(db: Database, groupId: number): Promise<"deleted" | "in-use" | "gone"> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for("update");
    if (!locked) return "gone";
    const [{ used }] = await tx
      .select({
        used: sql<boolean>`exists (select 1 from ${scheduleItems} where ${scheduleItems.groupId} = ${groupId})
          or exists (select 1 from ${surveys} where ${surveys.groupId} = ${groupId})`,
      })
      .from(groups)
      .where(eq(groups.id, groupId));
    if (used) return "in-use";
    await tx.delete(groups).where(eq(groups.id, groupId));
    return "deleted";
  });
}
