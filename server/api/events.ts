// Events (one per city) and the registration-code check.
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { events } from "../db/schema";
import type { ApiContext, ApiEnv } from "./context";
import { fieldError, notFound } from "./http/errors";
import { parseWith, readObjectBody } from "./http/validation";
import { checkCodeBody } from "../../app/lib/contract";

export type EventRow = typeof events.$inferSelect;

export const EVENT_MESSAGES = {
  unknownEvent: "Nie znaleziono wydarzenia.",
  wrongCode: "Niepoprawny kod wydarzenia.",
} as const;

/** The event named by the path's first segment (its city slug), or 404. */
export async function requireEvent(c: ApiContext): Promise<EventRow> {
  const slug = c.req.param("event") ?? "";
  const [event] = await c.get("db").select().from(events).where(eq(events.slug, slug.toLowerCase()));
  if (!event) throw notFound(EVENT_MESSAGES.unknownEvent);
  return event;
}

export function eventJson(event: EventRow) {
  return { slug: event.slug, name: event.name, city: event.city, date_start: event.dateStart, date_end: event.dateEnd };
}

async function checkCode(c: ApiContext) {
  const { code } = parseWith(checkCodeBody, await readObjectBody(c));
  const [event] = await c.get("db").select().from(events).where(eq(events.code, code.toUpperCase()));
  if (!event) throw fieldError("code", EVENT_MESSAGES.wrongCode);
  return c.json(eventJson(event));
}

export const eventRoutes = new Hono<ApiEnv>().post("/events/check_code/", checkCode);
