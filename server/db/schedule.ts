import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "./client";
import type { GroupRow } from "./groups";
import { preparedOnce } from "./prepared";
import { groups, scheduleItems } from "./schema";

export type ScheduleItemRow = typeof scheduleItems.$inferSelect;
type ScheduleItemChanges = Partial<
  Omit<typeof scheduleItems.$inferInsert, "id" | "createdAt" | "updatedAt" | "sequence">
>;

export async function findOwnScheduleItem(
  db: Database,
  userId: number,
  id: number,
): Promise<{ item: ScheduleItemRow; group: GroupRow } | undefined> {
  const [row] = await db
    .select({ item: scheduleItems, group: groups })
    .from(scheduleItems)
    .innerJoin(groups, eq(groups.id, scheduleItems.groupId))
    .where(and(eq(scheduleItems.id, id), eq(groups.userId, userId)));
  return row;
}

export async function listScheduleItems(db: Database, groupIds: number[]): Promise<ScheduleItemRow[]> {
  return db
    .select()
    .from(scheduleItems)
    .where(inArray(scheduleItems.groupId, groupIds))
    .orderBy(asc(scheduleItems.datetime), asc(scheduleItems.id));
}

const itemsOfGroupQuery = preparedOnce("schedule_items_of_group", (db) =>
  db
    .select()
    .from(scheduleItems)
    .where(eq(scheduleItems.groupId, sql.placeholder("groupId")))
    .orderBy(asc(scheduleItems.datetime), asc(scheduleItems.id)),
);

export async function scheduleItemsOfGroup(db: Database, groupId: number): Promise<ScheduleItemRow[]> {
  return itemsOfGroupQuery(db).execute({ groupId });
}

export async function insertScheduleItem(
  db: Database,
  values: typeof scheduleItems.$inferInsert,
): Promise<ScheduleItemRow> {
  const [item] = await db.insert(scheduleItems).values(values).returning();
  return item;
}

export async function updateScheduleItem(
  db: Database,
  id: number,
  changes: ScheduleItemChanges,
): Promise<ScheduleItemRow> {
  const [item] = await db
    .update(scheduleItems)
    .set({ ...changes, updatedAt: sql`now()`, sequence: sql`${scheduleItems.sequence} + 1` })
    .where(eq(scheduleItems.id, id))
    .returning();
  return item;
}

/** Undefined when it was gone already. */
export async function deleteScheduleItem(db: Database, id: number): Promise<ScheduleItemRow | undefined> {
  const [item] = await db.delete(scheduleItems).where(eq(scheduleItems.id, id)).returning();
  return item;
}
