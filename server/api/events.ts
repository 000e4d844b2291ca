import { eventOperations, eventResponse, toWire } from "../../app/lib/contract";
import { type EventRow, findEventByCode, findEventBySlug, listEvents, registerUserToEvent } from "../db/events";
import type { RateLimit } from "../security/rate-limit";
import { type ApiContext, requireUser, type User } from "./context";
import { fieldError, notFound } from "./http/errors";
import { type Input, routes } from "./http/route";
import { type Counter, guarded, perAddress } from "./http/throttle";

const EVENT_MESSAGES = {
  unknownEvent: "Nie znaleziono wydarzenia.",
  wrongCode: "Niepoprawny kod wydarzenia.",
} as const;

const EVENT_SLUG = /^[a-z0-9-]{1,100}$/;

export async function requireEvent(c: ApiContext): Promise<EventRow> {
  const slug = (c.req.param("event") ?? "").toLowerCase();
  // Checked before the query: a NUL in the path reached PostgreSQL as a 500 (ASVS 4.0.3 V5.1.3).
  if (!EVENT_SLUG.test(slug)) throw notFound(EVENT_MESSAGES.unknownEvent);
  const event = await findEventBySlug(c.get("db"), slug);
  if (!event) throw notFound(EVENT_MESSAGES.unknownEvent);
  return event;
}

function eventJson(event: EventRow) {
  return toWire(eventResponse, event);
}

/** A teacher's wrong codes count on their account too. */
const WRONG_CODES_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 15 * 60 };
const WRONG_CODES_PER_ACCOUNT: RateLimit = { limit: 10, windowSeconds: 15 * 60 };

/** ASVS 4.0.3 V2.2.1, V11.1.4. */
async function eventOfCode(c: ApiContext, code: string, user: User | null): Promise<EventRow> {
  const counters: Counter[] = [
    ...perAddress(c, "event-code:failures", WRONG_CODES_PER_ADDRESS),
    ...(user ? [[`event-code:failures:user:${user.id}`, WRONG_CODES_PER_ACCOUNT] as Counter] : []),
  ];
  const event = await guarded(
    c,
    counters,
    async () => (await findEventByCode(c.get("db"), code.toUpperCase())) ?? null,
  );
  if (!event) throw fieldError("code", EVENT_MESSAGES.wrongCode);
  return event;
}

async function checkCode(c: ApiContext, input: Input<typeof eventOperations.checkCode>) {
  const { code } = await input.body();
  return eventJson(await eventOfCode(c, code, c.get("user")));
}

async function listAll(c: ApiContext) {
  return (await listEvents(c.get("db"))).map(eventJson);
}

async function joinByCode(c: ApiContext, input: Input<typeof eventOperations.join>) {
  const user = requireUser(c);
  const { code } = await input.body();
  const event = await eventOfCode(c, code, user);
  await registerUserToEvent(c.get("db"), user.id, event.id);
  return eventJson(event);
}

export const eventRoutes = routes(eventOperations, {
  list: listAll,
  checkCode,
  join: joinByCode,
});
