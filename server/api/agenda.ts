// The congress agenda of one city and the teacher's own; seat limits hold under concurrency (server/db/agenda.ts).
import type { Hono } from "hono";
import { agendaOperations, SEAT_LIMIT_DEFAULT, UPCOMING_AGENDA_DEFAULT_COUNT } from "../../app/lib/contract";
import {
  hasRegistrationEnded,
  hasRegistrationStarted,
  isAnySeatAvailable,
  JOIN_REFUSAL_MESSAGES,
  joinRefusal,
  WAIT_REFUSAL_MESSAGES,
  waitRefusal,
} from "../../app/lib/contract/agenda-rules";
import { isValidIsoDate, ISO_DATE } from "../../app/lib/validation";
import {
  expertsOfItems,
  findItem,
  joinWaitingList,
  leaveItem,
  leaveWaitingList,
  listItemsOfUser,
  listSignUpEnabledItems,
  listUpcomingItems,
  signUpForItem,
  type AgendaItemWithCounts,
  type ItemExpert,
  type TellPromoted,
} from "../db/agenda";
import type { EventRow } from "../db/events";
import { isRegisteredToEvent } from "../db/users";
import { agendaPromotionMails, agendaSignUpMail } from "../mail/templates";
import { itemCalendarFile } from "./awf/calendar";
import { requireUser, type ApiContext, type ApiDependencies, type ApiEnv } from "./context";
import { requireEvent } from "./events";
import { fieldError, nonFieldError, notFound } from "./http/errors";
import { route } from "./http/route";
import { idParam } from "./http/validation";

const AGENDA_MESSAGES = {
  noEvent: "Użytkownik nie dołączył do żadnego miasta",
  notSignedUp: "Nie masz zapisu na ten punkt programu.",
  notWaiting: "Nie jesteś na liście oczekujących na ten punkt programu.",
  itemNotFound: "Nie znaleziono punktu programu.",
  count: "Podaj liczbę od 1 do 100.",
} as const;

const MAX_UPCOMING_COUNT = 100;

/** Derived flags included, so every client reads the same answer. */
function agendaItemJson(item: AgendaItemWithCounts, experts: ItemExpert[], now: Date) {
  return {
    id: item.id,
    name: item.name,
    datetime_start: item.datetimeStart.toISOString(),
    datetime_end: item.datetimeEnd.toISOString(),
    part: item.part,
    place: item.place,
    has_content: item.description.trim() !== "",
    participants_count: item.participantsCount,
    sign_up_limit: item.signUpLimit ?? SEAT_LIMIT_DEFAULT,
    sign_up_enabled: item.signUpEnabled,
    sign_up_datetime_start: item.signUpDatetimeStart?.toISOString() ?? null,
    sign_up_datetime_end: item.signUpDatetimeEnd?.toISOString() ?? null,
    has_registration_started: hasRegistrationStarted(item, now),
    has_registration_ended: hasRegistrationEnded(item, now),
    is_any_seat_available: isAnySeatAvailable(item),
    waiting_count: item.waitingCount,
    experts,
  };
}

function userAgendaItemJson(item: AgendaItemWithCounts, experts: ItemExpert[], now: Date) {
  const standing = { ...item, userWaiting: item.waitingPosition !== null };
  return {
    ...agendaItemJson(item, experts, now),
    user_registered: item.userRegistered,
    can_join: joinRefusal(standing, now) === null,
    waiting_position: item.waitingPosition,
    can_wait: waitRefusal(standing, now) === null,
  };
}

async function itemsJson(c: ApiContext, items: AgendaItemWithCounts[], withUser: boolean) {
  const experts = await expertsOfItems(
    c.get("db"),
    items.map((item) => item.id),
  );
  const now = c.get("deps").now();
  const json = withUser ? userAgendaItemJson : agendaItemJson;
  return items.map((item) => json(item, experts.get(item.id) ?? [], now));
}

async function oneItemJson(c: ApiContext, item: AgendaItemWithCounts, withUser: boolean) {
  const [json] = await itemsJson(c, [item], withUser);
  return json;
}

/** A logged-in user must be registered to the event. */
async function agendaViewer(c: ApiContext): Promise<{ event: EventRow; userId: number | null }> {
  const event = await requireEvent(c);
  const user = c.get("user");
  if (user && !(await isRegisteredToEvent(c.get("db"), user.id, event.id)))
    throw nonFieldError(AGENDA_MESSAGES.noEvent);
  return { event, userId: user?.id ?? null };
}

async function listItems(c: ApiContext) {
  const { event, userId } = await agendaViewer(c);
  return itemsJson(c, await listSignUpEnabledItems(c.get("db"), event.id, userId), userId !== null);
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
  return itemsJson(c, items, userId !== null);
}

async function showItem(c: ApiContext) {
  const itemId = idParam(c.req.param("id"));
  const { event, userId } = await agendaViewer(c);
  const item = await findItem(c.get("db"), event.id, itemId, userId);
  if (!item) throw notFound(AGENDA_MESSAGES.itemNotFound);
  return { ...(await oneItemJson(c, item, userId !== null)), description: item.description };
}

async function itemAfterChange(c: ApiContext, event: EventRow, itemId: number, userId: number) {
  const item = await findItem(c.get("db"), event.id, itemId, userId);
  if (!item) throw notFound(AGENDA_MESSAGES.itemNotFound);
  return oneItemJson(c, item, true);
}

export function tellPromoted(c: ApiContext): TellPromoted {
  return tellPromotedBy(c.get("deps"));
}

/** The same, for a task that runs outside a request (the console). */
export function tellPromotedBy({ config, mail, now }: Pick<ApiDependencies, "config" | "mail" | "now">): TellPromoted {
  return async (tx, change) => {
    const calendar = await itemCalendarFile(tx, change.item, change.city, now());
    for (const message of agendaPromotionMails(change, config.publicUrl, calendar)) await mail.queue(tx, message);
  };
}

async function joinItem(c: ApiContext) {
  const user = requireUser(c);
  const itemId = idParam(c.req.param("id"));
  const { event } = await agendaViewer(c);
  const now = c.get("deps").now();
  const { config, mail } = c.get("deps");
  const result = await signUpForItem(c.get("db"), {
    eventId: event.id,
    itemId,
    userId: user.id,
    now,
    tell: tellPromoted(c),
    async confirm(tx, { item, city }) {
      const calendar = await itemCalendarFile(tx, item, city, now);
      const to = { to: user.email, firstname: user.firstname };
      await mail.queue(tx, agendaSignUpMail({ ...to, item, city, baseUrl: config.publicUrl, calendar }));
    },
  });
  if (result === "not_found") throw notFound(AGENDA_MESSAGES.itemNotFound);
  if (typeof result === "string") throw nonFieldError(JOIN_REFUSAL_MESSAGES[result]);
  return itemAfterChange(c, event, itemId, user.id);
}

async function leaveAgendaItem(c: ApiContext) {
  const user = requireUser(c);
  const itemId = idParam(c.req.param("id"));
  const { event } = await agendaViewer(c);
  const now = c.get("deps").now();
  const result = await leaveItem(c.get("db"), {
    eventId: event.id,
    itemId,
    userId: user.id,
    now,
    tell: tellPromoted(c),
  });
  if (result === "not_found") throw notFound(AGENDA_MESSAGES.itemNotFound);
  if (result === "not_signed_up") throw nonFieldError(AGENDA_MESSAGES.notSignedUp);
  return itemAfterChange(c, event, itemId, user.id);
}

async function joinItemWaitingList(c: ApiContext) {
  const user = requireUser(c);
  const itemId = idParam(c.req.param("id"));
  const { event } = await agendaViewer(c);
  const now = c.get("deps").now();
  const refusal = await joinWaitingList(c.get("db"), { eventId: event.id, itemId, userId: user.id, now });
  if (refusal === "not_found") throw notFound(AGENDA_MESSAGES.itemNotFound);
  if (refusal) throw nonFieldError(WAIT_REFUSAL_MESSAGES[refusal]);
  return itemAfterChange(c, event, itemId, user.id);
}

async function leaveItemWaitingList(c: ApiContext) {
  const user = requireUser(c);
  const itemId = idParam(c.req.param("id"));
  const { event } = await agendaViewer(c);
  const result = await leaveWaitingList(c.get("db"), { eventId: event.id, itemId, userId: user.id });
  if (result === "not_found") throw notFound(AGENDA_MESSAGES.itemNotFound);
  if (result === "not_waiting") throw nonFieldError(AGENDA_MESSAGES.notWaiting);
  return itemAfterChange(c, event, itemId, user.id);
}

async function listMine(c: ApiContext) {
  const user = requireUser(c);
  const items = await listItemsOfUser(c.get("db"), user.id);
  const experts = await expertsOfItems(
    c.get("db"),
    items.map((item) => item.id),
  );
  const now = c.get("deps").now();
  return items.map((item) => ({
    ...userAgendaItemJson(item, experts.get(item.id) ?? [], now),
    event: item.event,
    promoted_at: item.promotedAt?.toISOString() ?? null,
  }));
}

// The literal "sign_up_enabled/" paths come before "{id}/", which would match them too.
export function agendaRoutes(app: Hono<ApiEnv>): void {
  route(app, agendaOperations.mine, listMine);
  route(app, agendaOperations.list, listItems);
  route(app, agendaOperations.upcoming, listUpcoming);
  route(app, agendaOperations.upcomingCount, listUpcoming);
  route(app, agendaOperations.show, showItem);
  route(app, agendaOperations.join, joinItem);
  route(app, agendaOperations.leave, leaveAgendaItem);
  route(app, agendaOperations.waitingListJoin, joinItemWaitingList);
  route(app, agendaOperations.waitingListLeave, leaveItemWaitingList);
}
