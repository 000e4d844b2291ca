import { asc, eq } from "drizzle-orm";
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
