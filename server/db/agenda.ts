// Queries about congress agenda items and sign-ups.
import { and, asc, eq, gte, sql, type SQL } from "drizzle-orm";
import { instantInPoland } from "../domain/calendar";
import type { Database } from "./client";
import { agendaItems } from "./schema";

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
