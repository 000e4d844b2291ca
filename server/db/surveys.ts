// Queries about pupils' fitness surveys.
import { and, asc, eq, inArray, max, type SQL, sql } from "drizzle-orm";

import { nextOrdinalNumber } from "../domain/survey";
import type { Database } from "./client";
import type { GroupRow } from "./groups";
import { preparedOnce } from "./prepared";
import { groups, surveys } from "./schema";

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyColumns = Omit<
  typeof surveys.$inferInsert,
  "id" | "groupId" | "ordinalNumber" | "createdAt" | "updatedAt"
>;

type SurveyWithGroup = { survey: SurveyRow; group: GroupRow };

async function surveyWithGroup(db: Database, where: SQL | undefined): Promise<SurveyWithGroup | undefined> {
  const [row] = await db
    .select({ survey: surveys, group: groups })
    .from(surveys)
    .innerJoin(groups, eq(groups.id, surveys.groupId))
    .where(where);
  return row;
}

/** One of the teacher's surveys with its group; undefined for anyone else's. */
export function findOwnSurvey(db: Database, userId: number, id: number): Promise<SurveyWithGroup | undefined> {
  return surveyWithGroup(db, and(eq(surveys.id, id), eq(groups.userId, userId)));
}

/** The groups' surveys, by group and ordinal number. */
export async function listSurveys(db: Database, groupIds: number[]): Promise<SurveyRow[]> {
  return db
    .select()
    .from(surveys)
    .where(inArray(surveys.groupId, groupIds))
    .orderBy(asc(surveys.groupId), asc(surveys.ordinalNumber));
}

const surveysOfGroupQuery = preparedOnce("surveys_of_group", (db) =>
  db
    .select()
    .from(surveys)
    .where(eq(surveys.groupId, sql.placeholder("groupId")))
    .orderBy(asc(surveys.ordinalNumber)),
);

/** One group's surveys, by ordinal number: what its survey list and its report read. */
export async function surveysOfGroup(db: Database, groupId: number): Promise<SurveyRow[]> {
  return surveysOfGroupQuery(db).execute({ groupId });
}

/** A new survey with the group's next ordinal number. */
export async function insertNumberedSurvey(db: Database, groupId: number, columns: SurveyColumns): Promise<SurveyRow> {
  return db.transaction(async (tx) => {
    // Locking the group numbers its surveys one at a time: no two get the same ordinal number.
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for("update");
    const [{ highest }] = await tx
      .select({ highest: max(surveys.ordinalNumber) })
      .from(surveys)
      .where(eq(surveys.groupId, groupId));
    const [created] = await tx
      .insert(surveys)
      .values({
        ...columns,
        groupId,
        ordinalNumber: nextOrdinalNumber(highest === null ? null : Number(highest)),
      })
      .returning();
    return created;
  });
}

export async function updateSurvey(db: Database, id: number, columns: SurveyColumns): Promise<SurveyRow> {
  const [updated] = await db
    .update(surveys)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(surveys.id, id))
    .returning();
  return updated;
}

/** Undefined when it was gone already; the group's other surveys keep their numbers. */
export async function deleteSurvey(db: Database, id: number): Promise<SurveyRow | undefined> {
  const [deleted] = await db.delete(surveys).where(eq(surveys.id, id)).returning();
  return deleted;
}

/** Any survey with its group, for the programme office; reading it must be audited (readSurveyAudited). */
export function findSurvey(db: Database, id: number): Promise<SurveyWithGroup | undefined> {
  return surveyWithGroup(db, eq(surveys.id, id));
}
