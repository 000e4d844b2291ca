// /{event}/pl/api/agenda/agenda_items/...: the congress agenda of one city,
// and joining or leaving an item with its seat limit kept under concurrency.
import type { Hono } from "hono";
import { agendaOperations, SEAT_LIMIT_DEFAULT, UPCOMING_AGENDA_DEFAULT_COUNT } from "../../app/lib/contract";
import { isValidIsoDate, ISO_DATE } from "../../app/lib/validation";
import {
  findItem,
  listSignUpEnabledItems,
  listUpcomingItems,
  removeSignUp,
  signUpForItem,
  type AgendaItemWithCounts,
} from "../db/agenda";
import type { EventRow } from "../db/events";
import { isRegisteredToEvent } from "../db/users";
import {
  hasRegistrationEnded,
  hasRegistrationStarted,
  isAnySeatAvailable,
  JOIN_REFUSAL_MESSAGES,
  joinRefusal,
} from "../../app/lib/contract/agenda-rules";
import { requireUser, type ApiContext, type ApiEnv } from "./context";
import { requireEvent } from "./events";
import { fieldError, nonFieldError, notFound } from "./http/errors";
import { route } from "./http/route";
import { idParam } from "./http/validation";

const AGENDA_MESSAGES = {
  noEvent: "Użytkownik nie dołączył do żadnego miasta",
  notSignedUp: "Nie masz zapisu na ten punkt programu.",
  itemNotFound: "Nie znaleziono punktu programu.",
  count: "Podaj liczbę od 1 do 100.",
} as const;

const MAX_UPCOMING_COUNT = 100;

/**
 * Agenda JSON of SPEC §3 in snake_case; derived flags are included so every
 * client reads the same answer. `user_registered` only for a logged-in user.
 */
function agendaItemJson(item: AgendaItemWithCounts, now: Date, withUser: boolean) {
  const json = {
    id: item.id,
    name: item.name,
    datetime_start: item.datetimeStart.toISOString(),
    datetime_end: item.datetimeEnd.toISOString(),
    has_content: item.hasContent,
    participants_count: item.participantsCount,
    sign_up_limit: item.signUpLimit ?? SEAT_LIMIT_DEFAULT,
    sign_up_enabled: item.signUpEnabled,
    sign_up_datetime_start: item.signUpDatetimeStart?.toISOString() ?? null,
    sign_up_datetime_end: item.signUpDatetimeEnd?.toISOString() ?? null,
    has_registration_started: hasRegistrationStarted(item, now),
    has_registration_ended: hasRegistrationEnded(item, now),
    is_any_seat_available: isAnySeatAvailable(item),
  };
  return withUser ? { ...json, user_registered: item.userRegistered, can_join: joinRefusal(item, now) === null } : json;
}

/** The event, and the user when logged in; a logged-in user must be registered to the event. */
async function agendaViewer(c: ApiContext): Promise<{ event: EventRow; userId: number | null }> {
  const event = await requireEvent(c);
  const user = c.get("user");
  if (user && !(await isRegisteredToEvent(c.get("db"), user.id, event.id)))
    throw nonFieldError(AGENDA_MESSAGES.noEvent);
  return { event, userId: user?.id ?? null };
}

async function listItems(c: ApiContext) {
  const { event, userId } = await agendaViewer(c);
  const items = await listSignUpEnabledItems(c.get("db"), event.id, userId);
  const now = c.get("deps").now();
  return items.map((item) => agendaItemJson(item, now, userId !== null));
}

async function listUpcoming(c: ApiContext) {
  const date = c.req.param("date") ?? "";
  if (!isValidIsoDate(date)) throw fieldError("date", ISO_DATE);
  const countParam = c.req.param("count");
  const limit = countParam === undefined ? UPCOMING_AGENDA_DEFAULT_COUNT : Number(countParam);
  if (!/^\d{1,3}$/.test(countParam ?? "6") || limit < 1 || limit > MAX_UPCOMING_COUNT)
    throw fieldError("count", AGENDA_MESSAGES.count);
  const { event, userId } = await agendaViewer(c);
  const items = await listUpcomingItems(c.get("db"), event.id, date, limit, userId);
  const now = c.get("deps").now();
  return items.map((item) => agendaItemJson(item, now, userId !== null));
}

async function showItem(c: ApiContext) {
  const itemId = idParam(c.req.param("id"));
  const { event, userId } = await agendaViewer(c);
  const item = await findItem(c.get("db"), event.id, itemId, userId);
  if (!item) throw notFound(AGENDA_MESSAGES.itemNotFound);
  return agendaItemJson(item, c.get("deps").now(), userId !== null);
}

async function joinItem(c: ApiContext) {
  const user = requireUser(c);
  const itemId = idParam(c.req.param("id"));
  const { event } = await agendaViewer(c);
  const db = c.get("db");
  const now = c.get("deps").now();
  const refusal = await signUpForItem(db, { eventId: event.id, itemId, userId: user.id, now });
  if (refusal === "not_found") throw notFound(AGENDA_MESSAGES.itemNotFound);
  if (refusal) throw nonFieldError(JOIN_REFUSAL_MESSAGES[refusal]);
  const item = await findItem(db, event.id, itemId, user.id);
  return agendaItemJson(item!, now, true);
}

async function leaveItem(c: ApiContext) {
  const user = requireUser(c);
  const itemId = idParam(c.req.param("id"));
  const { event } = await agendaViewer(c);
  const db = c.get("db");
  const before = await findItem(db, event.id, itemId, user.id);
  if (!before) throw notFound(AGENDA_MESSAGES.itemNotFound);
  if (!(await removeSignUp(db, itemId, user.id))) throw nonFieldError(AGENDA_MESSAGES.notSignedUp);
  const item = await findItem(db, event.id, itemId, user.id);
  return agendaItemJson(item!, c.get("deps").now(), true);
}

// The literal "sign_up_enabled/" paths come before "{id}/", which would match them too.
export function agendaRoutes(app: Hono<ApiEnv>): void {
  route(app, agendaOperations.list, listItems);
  route(app, agendaOperations.upcoming, listUpcoming);
  route(app, agendaOperations.upcomingCount, listUpcoming);
  route(app, agendaOperations.show, showItem);
  route(app, agendaOperations.join, joinItem);
  route(app, agendaOperations.leave, leaveItem);
}
