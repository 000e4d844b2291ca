// Queries about congress agenda items and sign-ups.
import { and, asc, count, eq, gte, sql, type SQL } from "drizzle-orm";
import { joinRefusal, type JoinRefusal } from "../../app/lib/contract/agenda-rules";
import { instantInPoland } from "../domain/calendar";
import type { Database } from "./client";
import { agendaItems, agendaSignUps } from "./schema";
import { isUniqueViolation } from "./users";

export type AgendaItemRow = typeof agendaItems.$inferSelect;
export type AgendaItemWithCounts = AgendaItemRow & { participantsCount: number; userRegistered: boolean };

// Correlated subqueries spelled with explicit aliases: drizzle leaves columns
// unqualified inside sql``, which would bind "id" to the sign-ups table.
function participantsCount() {
  return sql<number>`(SELECT count(*) FROM agenda_sign_ups AS s WHERE s.agenda_item_id = "agenda_items"."id")::int`;
}

function registeredBy(userId: number | null) {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`EXISTS (SELECT 1 FROM agenda_sign_ups AS s WHERE s.agenda_item_id = "agenda_items"."id" AND s.user_id = ${userId})`;
}

async function selectItems(db: Database, where: SQL | undefined, userId: number | null, limit?: number) {
  const query = db
    .select({ item: agendaItems, participantsCount: participantsCount(), userRegistered: registeredBy(userId) })
    .from(agendaItems)
    .where(where)
    .orderBy(asc(agendaItems.datetimeStart), asc(agendaItems.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row): AgendaItemWithCounts => ({
    ...row.item,
    participantsCount: Number(row.participantsCount),
    userRegistered: Boolean(row.userRegistered),
  }));
}

export function listSignUpEnabledItems(db: Database, eventId: number, userId: number | null) {
  return selectItems(db, and(eq(agendaItems.eventId, eventId), eq(agendaItems.signUpEnabled, true)), userId);
}

/** Sign-up-enabled items starting on or after a calendar day in Poland. */
export function listUpcomingItems(
  db: Database,
  eventId: number,
  fromDate: string,
  count: number,
  userId: number | null,
) {
  const startsFrom = gte(agendaItems.datetimeStart, instantInPoland(fromDate, "00:00"));
  return selectItems(
    db,
    and(eq(agendaItems.eventId, eventId), eq(agendaItems.signUpEnabled, true), startsFrom),
    userId,
    count,
  );
}

export async function findItem(db: Database, eventId: number, itemId: number, userId: number | null) {
  const [item] = await selectItems(db, and(eq(agendaItems.eventId, eventId), eq(agendaItems.id, itemId)), userId);
  return item;
}

/**
 * Signs the user up for the item unless the rules refuse: "not_found", the
 * refusal, or null when signed up. The item's row lock makes concurrent joins
 * of one item wait their turn, so the seat count checked is exact.
 */
export async function signUpForItem(
  db: Database,
  input: { eventId: number; itemId: number; userId: number; now: Date },
): Promise<"not_found" | JoinRefusal | null> {
  const { eventId, itemId, userId, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const [item] = await tx
        .select()
        .from(agendaItems)
        .where(and(eq(agendaItems.id, itemId), eq(agendaItems.eventId, eventId)))
        .for("update");
      if (!item) return "not_found";
      const [{ participants }] = await tx
        .select({ participants: count() })
        .from(agendaSignUps)
        .where(eq(agendaSignUps.agendaItemId, itemId));
      const [mine] = await tx
        .select({ id: agendaSignUps.id })
        .from(agendaSignUps)
        .where(and(eq(agendaSignUps.agendaItemId, itemId), eq(agendaSignUps.userId, userId)));
      const refusal = joinRefusal(
        { ...item, participantsCount: Number(participants), userRegistered: mine !== undefined },
        now,
      );
      if (refusal) return refusal;
      await tx.insert(agendaSignUps).values({ agendaItemId: itemId, userId });
      return null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "already_registered";
    throw error;
  }
}

/** Removes the user's sign-up; false when they were not signed up. */
export async function removeSignUp(db: Database, itemId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(agendaSignUps)
    .where(and(eq(agendaSignUps.agendaItemId, itemId), eq(agendaSignUps.userId, userId)))
    .returning({ id: agendaSignUps.id });
  return removed.length > 0;
}

export async function insertAgendaItem(db: Database, values: typeof agendaItems.$inferInsert): Promise<AgendaItemRow> {
  const [item] = await db.insert(agendaItems).values(values).returning();
  return item;
}
