// The office's view of the congress: cities with their counts, an item's
// seats and waiting list by name, and the experts on an item.
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { participantsCount, waitingCount, type AgendaItemRow } from "./agenda";
import { agendaItemExperts, agendaItems, agendaSignUps, agendaWaitingList, events, experts, users } from "./schema";

export type EventRow = typeof events.$inferSelect;
export type StaffEventRow = EventRow & { items: number; registered: number };

function eventsWithCounts(db: Database) {
  return db
    .select({
      event: events,
      items: sql<number>`(SELECT count(*) FROM agenda_items AS i WHERE i.event_id = "events"."id")::int`,
      registered: sql<number>`(SELECT count(*) FROM event_registrations AS r WHERE r.event_id = "events"."id")::int`,
    })
    .from(events)
    .$dynamic();
}

const flatten = (row: { event: EventRow; items: number; registered: number }): StaffEventRow => ({
  ...row.event,
  items: row.items,
  registered: row.registered,
});

/** Every city, soonest first (those without dates last). */
export async function listEventsWithCounts(db: Database): Promise<StaffEventRow[]> {
  return (await eventsWithCounts(db).orderBy(asc(events.dateStart), asc(events.id))).map(flatten);
}

export async function findEventWithCounts(db: Database, id: number): Promise<StaffEventRow | undefined> {
  const [row] = await eventsWithCounts(db).where(eq(events.id, id));
  return row && flatten(row);
}

type EventValues = Pick<typeof events.$inferInsert, "name" | "city" | "slug" | "code" | "dateStart" | "dateEnd">;

export async function insertCongressEvent(db: Database, values: EventValues): Promise<EventRow> {
  const [event] = await db.insert(events).values(values).returning();
  return event;
}

export async function updateCongressEvent(
  db: Database,
  id: number,
  values: EventValues,
): Promise<EventRow | undefined> {
  const [event] = await db.update(events).set(values).where(eq(events.id, id)).returning();
  return event;
}

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

export interface ExpertOnItem {
  id: number;
  name: string;
  role: "speaker" | "moderator";
}

export async function expertsOnItem(db: Database, itemId: number): Promise<ExpertOnItem[]> {
  return db
    .select({ id: experts.id, name: experts.name, role: agendaItemExperts.role })
    .from(agendaItemExperts)
    .innerJoin(experts, eq(experts.id, agendaItemExperts.expertId))
    .where(eq(agendaItemExperts.agendaItemId, itemId))
    .orderBy(sql`${agendaItemExperts.role} = 'moderator' DESC`, asc(experts.name));
}

export async function replaceItemExperts(
  db: Database,
  itemId: number,
  list: readonly { id: number; role: "speaker" | "moderator" }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(agendaItemExperts).where(eq(agendaItemExperts.agendaItemId, itemId));
    if (list.length > 0) {
      await tx
        .insert(agendaItemExperts)
        .values(list.map((expert) => ({ agendaItemId: itemId, expertId: expert.id, role: expert.role })));
    }
  });
}

export function listExpertNames(db: Database): Promise<{ id: number; name: string }[]> {
  return db.select({ id: experts.id, name: experts.name }).from(experts).orderBy(asc(experts.name));
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
