import { asc, eq, sql } from "drizzle-orm";

import type { Database } from "./client";
import { eventRegistrations, events } from "./schema";

export type EventRow = typeof events.$inferSelect;

export async function findEventBySlug(db: Database, slug: string): Promise<EventRow | undefined> {
  const [event] = await db.select().from(events).where(eq(events.slug, slug));
  return event;
}

export async function findEventByCode(db: Database, code: string): Promise<EventRow | undefined> {
  const [event] = await db.select().from(events).where(eq(events.code, code));
  return event;
}

export function listEvents(db: Database): Promise<EventRow[]> {
  return db.select().from(events).orderBy(asc(events.dateStart), asc(events.id));
}

export async function registerUserToEvent(db: Database, userId: number, eventId: number): Promise<void> {
  await db.insert(eventRegistrations).values({ userId, eventId }).onConflictDoNothing();
}

/** A congress city with its agenda items and registered teachers counted, as the office lists it. */
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
