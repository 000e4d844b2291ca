import {
  canJoinAgendaItem,
  hasRegistrationEnded,
  hasRegistrationStarted,
  isAnySeatAvailable,
  type AgendaItemSignUpState,
} from "./contract/agenda-rules";
import { SEAT_LIMIT_DEFAULT } from "./contract/constants";
import { formatDateTime } from "./dates";

/** An agenda item as the API answers it (SPEC §3), checked by the contract on the server. */
export interface AgendaItem {
  id: number;
  name: string;
  datetimeStart: string;
  datetimeEnd: string;
  hasContent: boolean;
  participantsCount: number;
  signUpLimit: number;
  signUpEnabled: boolean;
  signUpDatetimeStart?: string | null;
  signUpDatetimeEnd?: string | null;
  userRegistered?: boolean;
}

/**
 * SPEC §3's derived fields, by the rules the API itself applies
 * (contract/agenda-rules.ts): whether sign-up has started and ended, whether a
 * seat is left, and whether the teacher may join.
 */
export interface AgendaSignUp {
  hasRegistrationStarted: boolean;
  hasRegistrationEnded: boolean;
  isAnySeatAvailable: boolean;
  canJoin: boolean;
}

function signUpStateOf(item: AgendaItem): AgendaItemSignUpState {
  return {
    signUpEnabled: item.signUpEnabled,
    signUpLimit: item.signUpLimit,
    signUpDatetimeStart: item.signUpDatetimeStart ? new Date(item.signUpDatetimeStart) : null,
    signUpDatetimeEnd: item.signUpDatetimeEnd ? new Date(item.signUpDatetimeEnd) : null,
    participantsCount: item.participantsCount,
    userRegistered: item.userRegistered ?? false,
  };
}

/**
 * The item with its derived fields as of `now`, worked out once where the
 * page is made (its loader), so the server's HTML and the hydrated page say
 * the same. Fields the API sent under these names are replaced.
 */
export function withSignUp<Item extends AgendaItem>(item: Item, now: Date): Item & AgendaSignUp {
  const state = signUpStateOf(item);
  return {
    ...item,
    hasRegistrationStarted: hasRegistrationStarted(state, now),
    hasRegistrationEnded: hasRegistrationEnded(state, now),
    isAnySeatAvailable: isAnySeatAvailable(state),
    canJoin: canJoinAgendaItem(state, now),
  };
}

/** Seats left, or null when the item has no real limit. */
export function seatsLeft(item: Pick<AgendaItem, "signUpLimit" | "participantsCount">): number | null {
  if (item.signUpLimit >= SEAT_LIMIT_DEFAULT) return null;
  return Math.max(0, item.signUpLimit - item.participantsCount);
}

const WARSAW = "Europe/Warsaw";
const dayFormat = new Intl.DateTimeFormat("pl-PL", {
  timeZone: WARSAW,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("pl-PL", { timeZone: WARSAW, hour: "2-digit", minute: "2-digit" });

/** "sobota, 12 grudnia 2026", in Warsaw time. */
function agendaDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** "09:00–10:30", in Warsaw time. */
export function agendaTimeRange(item: Pick<AgendaItem, "datetimeStart" | "datetimeEnd">): string {
  return `${timeFormat.format(new Date(item.datetimeStart))}–${timeFormat.format(new Date(item.datetimeEnd))}`;
}

/** Items grouped by their Warsaw day, in time order. */
export function groupByDay<Item extends Pick<AgendaItem, "datetimeStart">>(
  items: Item[],
): { day: string; items: Item[] }[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.datetimeStart) - Date.parse(b.datetimeStart));
  const days = new Map<string, Item[]>();
  for (const item of sorted) {
    const day = agendaDay(item.datetimeStart);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days].map(([day, dayItems]) => ({ day, items: dayItems }));
}

/** What a visitor is told about signing up for an item. */
export function signUpStatus(item: AgendaItem & AgendaSignUp): string {
  if (!item.signUpEnabled) return "Bez zapisów";
  if (item.hasRegistrationEnded) return "Zapisy zakończone";
  // Not started means a start was given: without one, sign-up opened in 2000 (SPEC §4).
  if (!item.hasRegistrationStarted) return `Zapisy od ${formatDateTime(item.signUpDatetimeStart!)}`;
  if (!item.isAnySeatAvailable) return "Brak wolnych miejsc";
  const left = seatsLeft(item);
  const until = item.signUpDatetimeEnd ? `, zapisy do ${formatDateTime(item.signUpDatetimeEnd)}` : "";
  return left === null
    ? `Zapisy otwarte, bez limitu miejsc${until}`
    : `Wolne miejsca: ${left} z ${item.signUpLimit}${until}`;
}
