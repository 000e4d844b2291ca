// Events (one per city) and the registration-code check.
import type { Hono } from "hono";
import { eventOperations } from "../../app/lib/contract";
import { findEventByCode, findEventBySlug, listEvents, registerUserToEvent, type EventRow } from "../db/events";
import { requireUser, type ApiContext, type ApiEnv } from "./context";
import { fieldError, notFound } from "./http/errors";
import { route, type Input } from "./http/route";

const EVENT_MESSAGES = {
  unknownEvent: "Nie znaleziono wydarzenia.",
  wrongCode: "Niepoprawny kod wydarzenia.",
} as const;

/** The event named by the path's first segment (its city slug), or 404. */
export async function requireEvent(c: ApiContext): Promise<EventRow> {
  const slug = c.req.param("event") ?? "";
  const event = await findEventBySlug(c.get("db"), slug.toLowerCase());
  if (!event) throw notFound(EVENT_MESSAGES.unknownEvent);
  return event;
}

function eventJson(event: EventRow) {
  return { slug: event.slug, name: event.name, city: event.city, date_start: event.dateStart, date_end: event.dateEnd };
}

async function checkCode(c: ApiContext, input: Input<typeof eventOperations.checkCode>) {
  const { code } = await input.body();
  const event = await findEventByCode(c.get("db"), code.toUpperCase());
  if (!event) throw fieldError("code", EVENT_MESSAGES.wrongCode);
  return eventJson(event);
}

async function listAll(c: ApiContext) {
  return (await listEvents(c.get("db"))).map(eventJson);
}

/** A teacher registered for one city joins another's congress with its code. */
async function joinByCode(c: ApiContext, input: Input<typeof eventOperations.join>) {
  const user = requireUser(c);
  const { code } = await input.body();
  const event = await findEventByCode(c.get("db"), code.toUpperCase());
  if (!event) throw fieldError("code", EVENT_MESSAGES.wrongCode);
  await registerUserToEvent(c.get("db"), user.id, event.id);
  return eventJson(event);
}

export function eventRoutes(app: Hono<ApiEnv>): void {
  route(app, eventOperations.list, listAll);
  route(app, eventOperations.checkCode, checkCode);
  route(app, eventOperations.join, joinByCode);
}
