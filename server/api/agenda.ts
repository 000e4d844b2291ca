// The congress agenda of one city and the teacher's own; seat limits hold under concurrency (server/db/agenda.ts).

import {
  agendaItemDetailResponse,
  agendaItemResponse,
  agendaListResponse,
  agendaOperations,
  SEAT_LIMIT_DEFAULT,
  toWire,
  UPCOMING_AGENDA_DEFAULT_COUNT,
} from "../../app/lib/contract";
import {
  hasRegistrationEnded,
  hasRegistrationStarted,
  isAnySeatAvailable,
  JOIN_REFUSAL_MESSAGES,
  joinRefusal,
  WAIT_REFUSAL_MESSAGES,
  waitRefusal,
} from "../../app/lib/contract/agenda-rules";
import { ISO_DATE, isValidIsoDate } from "../../app/lib/validation";
import {
  type AgendaItemWithCounts,
  expertsOfItems,
  findItem,
  type ItemExpert,
  joinWaitingList,
  leaveItem,
  leaveWaitingList,
  listItemsOfUser,
  listSignUpEnabledItems,
  listUpcomingItems,
  type SeatChange,
  signUpForItem,
  type TellPromoted,
} from "../db/agenda";
import type { EventRow } from "../db/events";
import { isRegisteredToEvent, registeredEventsOf } from "../db/users";
import { agendaPromotionMails, agendaSignUpMail } from "../mail/templates";
import { itemCalendarFile } from "./awf/calendar";
import { type ApiContext, type ApiDependencies, requireUser, type User } from "./context";
import { requireEvent } from "./events";
import { fieldError, nonFieldError, notFound } from "./http/errors";
import { routes } from "./http/route";
import { idParam } from "./http/validation";

const AGENDA_MESSAGES = {
  noEvent: "Użytkownik nie dołączył do żadnego miasta",
  otherEvent: "Użytkownik nie dołączył do kongresu w tym mieście.",
  notSignedUp: "Nie masz zapisu na ten punkt programu.",
  notWaiting: "Nie jesteś na liście oczekujących na ten punkt programu.",
  itemNotFound: "Nie znaleziono punktu programu.",
  count: "Podaj liczbę od 1 do 100.",
} as const;

const MAX_UPCOMING_COUNT = 100;

/** Derived flags included, so every client reads the same answer; the user's standing only for a user. */
function agendaItemOf<Item extends AgendaItemWithCounts>(
  item: Item,
  experts: ItemExpert[],
  now: Date,
  withUser: boolean,
) {
  const standing = { ...item, userWaiting: item.waitingPosition !== null };
  return {
    ...item,
    datetimeStart: item.datetimeStart.toISOString(),
    datetimeEnd: item.datetimeEnd.toISOString(),
    hasContent: item.description.trim() !== "",
    signUpLimit: item.signUpLimit ?? SEAT_LIMIT_DEFAULT,
    signUpDatetimeStart: item.signUpDatetimeStart?.toISOString() ?? null,
    signUpDatetimeEnd: item.signUpDatetimeEnd?.toISOString() ?? null,
    hasRegistrationStarted: hasRegistrationStarted(item, now),
    hasRegistrationEnded: hasRegistrationEnded(item, now),
    isAnySeatAvailable: isAnySeatAvailable(item),
    experts,
    ...(withUser
      ? { canJoin: joinRefusal(standing, now) === null, canWait: waitRefusal(standing, now) === null }
      : { userRegistered: undefined, waitingPosition: undefined }),
  };
}

async function itemsOf<Item extends AgendaItemWithCounts>(c: ApiContext, items: Item[], withUser: boolean) {
  const experts = await expertsOfItems(
    c.get("db"),
    items.map((item) => item.id),
  );
  const now = c.get("deps").now();
  return items.map((item) => agendaItemOf(item, experts.get(item.id) ?? [], now, withUser));
}

/** A logged-in user must be registered to the event. */
async function agendaViewer(c: ApiContext): Promise<{ event: EventRow; userId: number | null }> {
  const event = await requireEvent(c);
  const user = c.get("user");
  if (user && !(await isRegisteredToEvent(c.get("db"), user.id, event.id))) {
    const joinedElsewhere = (await registeredEventsOf(c.get("db"), user.id)).length > 0;
    throw nonFieldError(joinedElsewhere ? AGENDA_MESSAGES.otherEvent : AGENDA_MESSAGES.noEvent);
  }
  return { event, userId: user?.id ?? null };
}

async function listItems(c: ApiContext) {
  const { event, userId } = await agendaViewer(c);
  const items = await listSignUpEnabledItems(c.get("db"), event.id, userId);
  return toWire(agendaListResponse, await itemsOf(c, items, userId !== null));
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
  return toWire(agendaListResponse, await itemsOf(c, items, userId !== null));
}

async function showItem(c: ApiContext) {
  const itemId = idParam(c.req.param("id"));
  const { event, userId } = await agendaViewer(c);
  const item = await findItem(c.get("db"), event.id, itemId, userId);
  if (!item) throw notFound(AGENDA_MESSAGES.itemNotFound);
  const [shown] = await itemsOf(c, [item], userId !== null);
  return toWire(agendaItemDetailResponse, shown);
}

async function itemAfterChange(c: ApiContext, event: EventRow, itemId: number, userId: number) {
  const item = await findItem(c.get("db"), event.id, itemId, userId);
  if (!item) throw notFound(AGENDA_MESSAGES.itemNotFound);
  const [changed] = await itemsOf(c, [item], true);
  return toWire(agendaItemResponse, changed);
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

interface Seat {
  eventId: number;
  itemId: number;
  userId: number;
  now: Date;
}

/** A teacher's change to their place on an item: refused with the reason's message, or the item as it stands after. */
async function changeSeat<Refusal extends string>(
  c: ApiContext,
  change: (seat: Seat, user: User) => Promise<"not_found" | Refusal | SeatChange | null>,
  refusals: Record<Refusal, string>,
) {
  const user = requireUser(c);
  const itemId = idParam(c.req.param("id"));
  const { event } = await agendaViewer(c);
  const outcome = await change({ eventId: event.id, itemId, userId: user.id, now: c.get("deps").now() }, user);
  if (outcome === "not_found") throw notFound(AGENDA_MESSAGES.itemNotFound);
  if (typeof outcome === "string") throw nonFieldError(refusals[outcome]);
  return itemAfterChange(c, event, itemId, user.id);
}

function joinItem(c: ApiContext) {
  const { config, mail } = c.get("deps");
  return changeSeat(
    c,
    (seat, user) =>
      signUpForItem(c.get("db"), {
        ...seat,
        tell: tellPromoted(c),
        async confirm(tx, { item, city }) {
          const calendar = await itemCalendarFile(tx, item, city, seat.now);
          const to = { to: user.email, firstname: user.firstname };
          await mail.queue(tx, agendaSignUpMail({ ...to, item, city, baseUrl: config.publicUrl, calendar }));
        },
      }),
    JOIN_REFUSAL_MESSAGES,
  );
}

function leaveAgendaItem(c: ApiContext) {
  return changeSeat(c, (seat) => leaveItem(c.get("db"), { ...seat, tell: tellPromoted(c) }), {
    not_signed_up: AGENDA_MESSAGES.notSignedUp,
  });
}

function joinItemWaitingList(c: ApiContext) {
  return changeSeat(c, (seat) => joinWaitingList(c.get("db"), seat), WAIT_REFUSAL_MESSAGES);
}

function leaveItemWaitingList(c: ApiContext) {
  return changeSeat(c, (seat) => leaveWaitingList(c.get("db"), seat), { not_waiting: AGENDA_MESSAGES.notWaiting });
}

async function listMine(c: ApiContext) {
  const user = requireUser(c);
  const items = await itemsOf(c, await listItemsOfUser(c.get("db"), user.id), true);
  return toWire(
    agendaOperations.mine.response,
    items.map((item) => ({ ...item, promotedAt: item.promotedAt?.toISOString() ?? null })),
  );
}

// The literal "sign_up_enabled/" paths come before "{id}/", which would match them too.
export const agendaRoutes = routes(agendaOperations, {
  mine: listMine,
  list: listItems,
  upcoming: listUpcoming,
  upcomingCount: listUpcoming,
  show: showItem,
  join: joinItem,
  leave: leaveAgendaItem,
  waitingListJoin: joinItemWaitingList,
  waitingListLeave: leaveItemWaitingList,
});
