// Every sign-up change locks the item's row first (lockItem): a seat is never given twice nor the limit passed.
import { and, asc, count, eq, gte, inArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";

import {
  type JoinRefusal,
  joinRefusal,
  seatsToPromote,
  type WaitRefusal,
  waitRefusal,
} from "../../app/lib/contract/agenda-rules";
import { instantInPoland } from "../domain/calendar";
import type { Database } from "./client";
import { polishAsc } from "./collation";
import { preparedOnce } from "./prepared";
import { agendaItemExperts, agendaItems, agendaSignUps, agendaWaitingList, events, experts, users } from "./schema";
import { isUniqueViolation } from "./users";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type AgendaItemRow = typeof agendaItems.$inferSelect;
export type AgendaItemWithCounts = AgendaItemRow & {
  participantsCount: number;
  waitingCount: number;
  userRegistered: boolean;
  waitingPosition: number | null;
};

// Explicit aliases: drizzle leaves columns unqualified inside sql``, binding "id" to the sign-ups table.
function participantsCount() {
  return sql<number>`(SELECT count(*) FROM agenda_sign_ups AS s WHERE s.agenda_item_id = "agenda_items"."id")::int`;
}

function waitingCount() {
  return sql<number>`(SELECT count(*) FROM agenda_waiting_list AS w WHERE w.agenda_item_id = "agenda_items"."id")::int`;
}

type Viewer = number | Placeholder | null;

function registeredBy(userId: Viewer) {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`EXISTS (SELECT 1 FROM agenda_sign_ups AS s WHERE s.agenda_item_id = "agenda_items"."id" AND s.user_id = ${userId})`;
}

function waitingPositionOf(userId: Viewer) {
  if (userId === null) return sql<number>`0`;
  return sql<number>`(SELECT count(*) FROM agenda_waiting_list AS w JOIN agenda_waiting_list AS mine
    ON mine.agenda_item_id = w.agenda_item_id AND mine.user_id = ${userId} AND w.id <= mine.id
    WHERE w.agenda_item_id = "agenda_items"."id")::int`;
}

function itemWithCounts(userId: Viewer) {
  return {
    item: agendaItems,
    participantsCount: participantsCount(),
    waitingCount: waitingCount(),
    userRegistered: registeredBy(userId),
    waitingPosition: waitingPositionOf(userId),
  };
}

function withCounts(row: {
  item: AgendaItemRow;
  participantsCount: number;
  waitingCount: number;
  userRegistered: boolean;
  waitingPosition: number;
}): AgendaItemWithCounts {
  return {
    ...row.item,
    participantsCount: Number(row.participantsCount),
    waitingCount: Number(row.waitingCount),
    userRegistered: Boolean(row.userRegistered),
    waitingPosition: Number(row.waitingPosition) || null,
  };
}

async function selectItems(db: Database, where: SQL | undefined, userId: number | null, limit?: number) {
  const query = db
    .select(itemWithCounts(userId))
    .from(agendaItems)
    .where(where)
    .orderBy(asc(agendaItems.datetimeStart), asc(agendaItems.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(withCounts);
}

export function listSignUpEnabledItems(db: Database, eventId: number, userId: number | null) {
  return selectItems(db, and(eq(agendaItems.eventId, eventId), eq(agendaItems.signUpEnabled, true)), userId);
}

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

export interface ItemExpert {
  slug: string;
  name: string;
  title: string;
  role: "speaker" | "moderator";
}

export async function expertsOfItems(db: Database, itemIds: number[]): Promise<Map<number, ItemExpert[]>> {
  const byItem = new Map<number, ItemExpert[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({
      itemId: agendaItemExperts.agendaItemId,
      role: agendaItemExperts.role,
      slug: experts.slug,
      name: experts.name,
      title: experts.title,
    })
    .from(agendaItemExperts)
    .innerJoin(experts, eq(experts.id, agendaItemExperts.expertId))
    .where(inArray(agendaItemExperts.agendaItemId, itemIds))
    .orderBy(sql`${agendaItemExperts.role} = 'moderator' DESC`, polishAsc(experts.name));
  for (const { itemId, ...expert } of rows) byItem.get(itemId)?.push(expert);
  return byItem;
}

export type MyAgendaItem = AgendaItemWithCounts & {
  event: { slug: string; city: string };
  promotedAt: Date | null;
};

const itemsOfUserQuery = preparedOnce("agenda_items_of_user", (db) => {
  const userId = sql.placeholder("userId");
  const mine = or(
    sql`EXISTS (SELECT 1 FROM agenda_sign_ups AS s WHERE s.agenda_item_id = "agenda_items"."id" AND s.user_id = ${userId})`,
    sql`EXISTS (SELECT 1 FROM agenda_waiting_list AS w WHERE w.agenda_item_id = "agenda_items"."id" AND w.user_id = ${userId})`,
  );
  const promotedAt = sql<Date | null>`(SELECT s.promoted_at FROM agenda_sign_ups AS s
    WHERE s.agenda_item_id = "agenda_items"."id" AND s.user_id = ${userId})`.mapWith(agendaSignUps.promotedAt);
  return db
    .select({ ...itemWithCounts(userId), eventSlug: events.slug, eventCity: events.city, promotedAt })
    .from(agendaItems)
    .innerJoin(events, eq(events.id, agendaItems.eventId))
    .where(mine)
    .orderBy(asc(agendaItems.datetimeStart), asc(agendaItems.id));
});

export async function listItemsOfUser(db: Database, userId: number): Promise<MyAgendaItem[]> {
  const rows = await itemsOfUserQuery(db).execute({ userId });
  return rows.map(({ eventSlug, eventCity, promotedAt, ...row }) => ({
    ...withCounts(row),
    event: { slug: eventSlug, city: eventCity },
    promotedAt,
  }));
}

async function lockItem(tx: Transaction, itemId: number, eventId: number | null, userId: number | null) {
  const [found] = await tx
    .select({ item: agendaItems, city: events.city })
    .from(agendaItems)
    .innerJoin(events, eq(events.id, agendaItems.eventId))
    .where(
      eventId === null ? eq(agendaItems.id, itemId) : and(eq(agendaItems.id, itemId), eq(agendaItems.eventId, eventId)),
    )
    .for("update", { of: agendaItems });
  if (!found) return undefined;
  const [{ participants }] = await tx
    .select({ participants: count() })
    .from(agendaSignUps)
    .where(eq(agendaSignUps.agendaItemId, itemId));
  const [{ waiting }] = await tx
    .select({ waiting: count() })
    .from(agendaWaitingList)
    .where(eq(agendaWaitingList.agendaItemId, itemId));
  const mine = (table: typeof agendaSignUps | typeof agendaWaitingList) =>
    userId === null
      ? Promise.resolve([])
      : tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.agendaItemId, itemId), eq(table.userId, userId)));
  const mySeat = await mine(agendaSignUps);
  const myWait = await mine(agendaWaitingList);
  return {
    ...found.item,
    row: found.item,
    city: found.city,
    participantsCount: Number(participants),
    waitingCount: Number(waiting),
    userRegistered: mySeat.length > 0,
    userWaiting: myWait.length > 0,
  };
}

export interface Promotion {
  id: number;
  email: string;
  firstname: string;
}

async function promoteFromWaitingList(
  tx: Transaction,
  item: AgendaItemRow & { participantsCount: number; waitingCount: number },
  now: Date,
): Promise<Promotion[]> {
  const seats = seatsToPromote(item, item.waitingCount, now);
  if (seats === 0) return [];
  const first = await tx
    .select({ id: agendaWaitingList.id, userId: agendaWaitingList.userId })
    .from(agendaWaitingList)
    .where(eq(agendaWaitingList.agendaItemId, item.id))
    .orderBy(asc(agendaWaitingList.id))
    .limit(seats);
  await tx.delete(agendaWaitingList).where(
    inArray(
      agendaWaitingList.id,
      first.map((row) => row.id),
    ),
  );
  await tx
    .insert(agendaSignUps)
    .values(first.map((row) => ({ agendaItemId: item.id, userId: row.userId, promotedAt: now })));
  const people = await tx
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(
      inArray(
        users.id,
        first.map((row) => row.userId),
      ),
    );
  const personOf = new Map(people.map((person) => [person.id, person]));
  return first.map((entry) => personOf.get(entry.userId)!);
}

export interface SeatChange {
  promoted: Promotion[];
  item: AgendaItemRow;
  city: string;
}

/** In the change's own transaction. */
export type TellPromoted = (tx: Database, change: SeatChange) => Promise<void>;

async function told(tx: Database, change: SeatChange, tell: TellPromoted | undefined): Promise<SeatChange> {
  if (tell && change.promoted.length > 0) await tell(tx, change);
  return change;
}

/** Anyone already waiting goes first: a seat free while others wait is theirs. */
export async function signUpForItem(
  db: Database,
  input: {
    eventId: number;
    itemId: number;
    userId: number;
    now: Date;
    tell?: TellPromoted;
    confirm?: (tx: Database, seat: { item: AgendaItemRow; city: string }) => Promise<void>;
  },
): Promise<"not_found" | JoinRefusal | SeatChange> {
  const { eventId, itemId, userId, now, tell, confirm } = input;
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockItem(tx, itemId, eventId, userId);
      if (!locked) return "not_found";
      const promoted = await promoteFromWaitingList(tx, locked, now);
      const item = promoted.length === 0 ? locked : (await lockItem(tx, itemId, eventId, userId))!;
      const refusal = joinRefusal(item, now);
      if (refusal) return refusal;
      await tx.insert(agendaSignUps).values({ agendaItemId: itemId, userId });
      await confirm?.(tx, { item: locked.row, city: locked.city });
      return told(tx, { promoted, item: locked.row, city: locked.city }, tell);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "already_registered";
    throw error;
  }
}

/** The first in line takes the seat in the same transaction. */
export async function leaveItem(
  db: Database,
  input: { eventId: number; itemId: number; userId: number; now: Date; tell?: TellPromoted },
): Promise<"not_found" | "not_signed_up" | SeatChange> {
  const { eventId, itemId, userId, now, tell } = input;
  return db.transaction(async (tx) => {
    const locked = await lockItem(tx, itemId, eventId, userId);
    if (!locked) return "not_found";
    if (!locked.userRegistered) return "not_signed_up";
    await tx.delete(agendaSignUps).where(and(eq(agendaSignUps.agendaItemId, itemId), eq(agendaSignUps.userId, userId)));
    const promoted = await promoteFromWaitingList(
      tx,
      { ...locked, participantsCount: locked.participantsCount - 1 },
      now,
    );
    return told(tx, { promoted, item: locked.row, city: locked.city }, tell);
  });
}

export async function joinWaitingList(
  db: Database,
  input: { eventId: number; itemId: number; userId: number; now: Date },
): Promise<"not_found" | WaitRefusal | null> {
  const { eventId, itemId, userId, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const item = await lockItem(tx, itemId, eventId, userId);
      if (!item) return "not_found";
      const refusal = waitRefusal(item, now);
      if (refusal) return refusal;
      await tx.insert(agendaWaitingList).values({ agendaItemId: itemId, userId });
      return null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "already_waiting";
    throw error;
  }
}

export async function leaveWaitingList(
  db: Database,
  input: { eventId: number; itemId: number; userId: number },
): Promise<"not_found" | "not_waiting" | null> {
  const { eventId, itemId, userId } = input;
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId, eventId, userId);
    if (!item) return "not_found";
    if (!item.userWaiting) return "not_waiting";
    await tx
      .delete(agendaWaitingList)
      .where(and(eq(agendaWaitingList.agendaItemId, itemId), eq(agendaWaitingList.userId, userId)));
    return null;
  });
}

export async function setSignUpLimit(
  db: Database,
  input: { itemId: number; limit: number | null; now: Date; tell?: TellPromoted },
): Promise<"not_found" | SeatChange> {
  const { itemId, limit, now, tell } = input;
  return db.transaction(async (tx) => {
    const locked = await lockItem(tx, itemId, null, null);
    if (!locked) return "not_found";
    await tx.update(agendaItems).set({ signUpLimit: limit }).where(eq(agendaItems.id, itemId));
    const promoted = await promoteFromWaitingList(tx, { ...locked, signUpLimit: limit }, now);
    return told(tx, { promoted, item: { ...locked.row, signUpLimit: limit }, city: locked.city }, tell);
  });
}

export async function insertAgendaItem(db: Database, values: typeof agendaItems.$inferInsert): Promise<AgendaItemRow> {
  const [item] = await db.insert(agendaItems).values(values).returning();
  return item;
}

/** An item with its seats taken and its waiting list counted, as the office lists it. */
export type StaffItemRow = AgendaItemRow & { participants: number; waiting: number };

function itemsWithCounts(db: Database) {
  return db
    .select({ item: agendaItems, participants: participantsCount(), waiting: waitingCount() })
    .from(agendaItems)
    .$dynamic();
}

const flattenItem = (row: { item: AgendaItemRow; participants: number; waiting: number }): StaffItemRow => ({
  ...row.item,
  participants: Number(row.participants),
  waiting: Number(row.waiting),
});

export async function listItemsOfEvent(db: Database, eventId: number): Promise<StaffItemRow[]> {
  const rows = await itemsWithCounts(db)
    .where(eq(agendaItems.eventId, eventId))
    .orderBy(asc(agendaItems.datetimeStart), asc(agendaItems.id));
  return rows.map(flattenItem);
}

export async function findItemWithCounts(db: Database, id: number): Promise<StaffItemRow | undefined> {
  const [row] = await itemsWithCounts(db).where(eq(agendaItems.id, id));
  return row && flattenItem(row);
}

type ItemValues = Omit<typeof agendaItems.$inferInsert, "id" | "createdAt" | "eventId" | "signUpLimit">;

/** Everything but the seat limit, which changes through setSignUpLimit (it promotes the waiting list). */
export async function updateAgendaItemDetails(db: Database, id: number, values: ItemValues): Promise<void> {
  await db.update(agendaItems).set(values).where(eq(agendaItems.id, id));
}

export interface PersonOnItem {
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  city: string;
  at: Date;
}

const personFields = {
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: users.phone,
  city: users.city,
};

/** The item's seats in the order they were taken. */
export function participantsOf(db: Database, itemId: number): Promise<PersonOnItem[]> {
  return db
    .select({ ...personFields, at: agendaSignUps.createdAt })
    .from(agendaSignUps)
    .innerJoin(users, eq(users.id, agendaSignUps.userId))
    .where(eq(agendaSignUps.agendaItemId, itemId))
    .orderBy(asc(agendaSignUps.createdAt), asc(agendaSignUps.id));
}

/** The item's waiting list in order of arrival: the first gets the next free seat. */
export function waitingListOf(db: Database, itemId: number): Promise<PersonOnItem[]> {
  return db
    .select({ ...personFields, at: agendaWaitingList.createdAt })
    .from(agendaWaitingList)
    .innerJoin(users, eq(users.id, agendaWaitingList.userId))
    .where(eq(agendaWaitingList.agendaItemId, itemId))
    .orderBy(asc(agendaWaitingList.id));
}
