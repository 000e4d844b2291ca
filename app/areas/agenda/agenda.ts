import {
  type AgendaItemSignUpState,
  canJoinAgendaItem,
  canWaitForAgendaItem,
  hasRegistrationEnded,
  hasRegistrationStarted,
  isAnySeatAvailable,
} from "~/lib/contract/agenda-rules";
import { type AgendaPart, SEAT_LIMIT_DEFAULT } from "~/lib/contract/constants";
import { formatDateTime } from "~/lib/dates";
import { POLAND_TIME_ZONE } from "~/lib/validation/poland-clock";

export interface AgendaItemExpert {
  slug: string;
  name: string;
  title: string;
  role: "speaker" | "moderator";
}

export interface AgendaItem {
  id: number;
  name: string;
  datetimeStart: string;
  datetimeEnd: string;
  part: AgendaPart;
  place: string;
  hasContent: boolean;
  participantsCount: number;
  signUpLimit: number;
  signUpEnabled: boolean;
  signUpDatetimeStart?: string | null;
  signUpDatetimeEnd?: string | null;
  waitingCount: number;
  experts: AgendaItemExpert[];
  userRegistered?: boolean;
  /** 1 is next. */
  waitingPosition?: number | null;
}

/** SPEC §3's derived fields, by the API's own rules (contract/agenda-rules.ts). */
export interface AgendaSignUp {
  hasRegistrationStarted: boolean;
  hasRegistrationEnded: boolean;
  isAnySeatAvailable: boolean;
  canJoin: boolean;
  canWait: boolean;
}

function signUpStateOf(item: AgendaItem): AgendaItemSignUpState & { userWaiting: boolean } {
  return {
    signUpEnabled: item.signUpEnabled,
    signUpLimit: item.signUpLimit,
    signUpDatetimeStart: item.signUpDatetimeStart ? new Date(item.signUpDatetimeStart) : null,
    signUpDatetimeEnd: item.signUpDatetimeEnd ? new Date(item.signUpDatetimeEnd) : null,
    participantsCount: item.participantsCount,
    userRegistered: item.userRegistered ?? false,
    userWaiting: item.waitingPosition != null,
  };
}

/** Worked out in the loader, so the server's HTML and the hydrated page agree. */
export function withSignUp<Item extends AgendaItem>(item: Item, now: Date): Item & AgendaSignUp {
  const state = signUpStateOf(item);
  return {
    ...item,
    hasRegistrationStarted: hasRegistrationStarted(state, now),
    hasRegistrationEnded: hasRegistrationEnded(state, now),
    isAnySeatAvailable: isAnySeatAvailable(state),
    canJoin: canJoinAgendaItem(state, now),
    canWait: canWaitForAgendaItem(state, now),
  };
}

export const SIGN_UP_INTENTS = ["join", "leave", "wait", "unwait"] as const;
export type SignUpIntent = (typeof SIGN_UP_INTENTS)[number];

export function isSignUpIntent(value: unknown): value is SignUpIntent {
  return (SIGN_UP_INTENTS as readonly unknown[]).includes(value);
}

export function afterIntent<Item extends AgendaItem>(item: Item, intent: SignUpIntent): Item {
  switch (intent) {
    case "join":
      return { ...item, userRegistered: true, participantsCount: item.participantsCount + 1 };
    case "leave":
      return { ...item, userRegistered: false, participantsCount: Math.max(0, item.participantsCount - 1) };
    case "wait":
      return { ...item, waitingPosition: item.waitingCount + 1, waitingCount: item.waitingCount + 1 };
    case "unwait":
      return { ...item, waitingPosition: null, waitingCount: Math.max(0, item.waitingCount - 1) };
  }
}

/** Null when the item has no real limit. */
export function seatsLeft(item: Pick<AgendaItem, "signUpLimit" | "participantsCount">): number | null {
  if (item.signUpLimit >= SEAT_LIMIT_DEFAULT) return null;
  return Math.max(0, item.signUpLimit - item.participantsCount);
}

const dayFormat = new Intl.DateTimeFormat("pl-PL", {
  timeZone: POLAND_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("pl-PL", { timeZone: POLAND_TIME_ZONE, hour: "2-digit", minute: "2-digit" });

export function agendaDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

export function agendaTimeRange(item: Pick<AgendaItem, "datetimeStart" | "datetimeEnd">): string {
  return `${timeFormat.format(new Date(item.datetimeStart))}–${timeFormat.format(new Date(item.datetimeEnd))}`;
}

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

export const AGENDA_PART_NAMES: Record<AgendaPart, string> = {
  plenary: "Blok tematyczny",
  discussion: "Część dyskusyjna",
  workshop: "Część warsztatowa",
};

export function expertsLine(experts: readonly AgendaItemExpert[]): string | null {
  const names = (role: AgendaItemExpert["role"]) =>
    experts
      .filter((expert) => expert.role === role)
      .map((expert) => expert.name)
      .join(", ");
  const parts = [
    names("moderator") && `moderacja: ${names("moderator")}`,
    names("speaker") && `wystąpienia: ${names("speaker")}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  const line = parts.join("; ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}

function seatsLine(left: number, limit: number): string {
  return `Zostało ${left} z ${limit} ${limit === 1 ? "miejsca" : "miejsc"}`;
}

export function signUpStatus(item: AgendaItem & AgendaSignUp): string {
  if (!item.signUpEnabled) return "Bez zapisów";
  if (item.hasRegistrationEnded) return "Zapisy zakończone";
  // Not started means a start was given: without one, sign-up opened in 2000 (SPEC §4).
  if (!item.hasRegistrationStarted) return `Zapisy od ${formatDateTime(item.signUpDatetimeStart!)}`;
  if (!item.isAnySeatAvailable) {
    return item.waitingCount > 0 ? `Brak miejsc, lista oczekujących: ${item.waitingCount}` : "Brak miejsc";
  }
  const left = seatsLeft(item);
  const until = item.signUpDatetimeEnd ? `, zapisy do ${formatDateTime(item.signUpDatetimeEnd)}` : "";
  return left === null ? `Zapisy otwarte, bez limitu miejsc${until}` : `${seatsLine(left, item.signUpLimit)}${until}`;
}
