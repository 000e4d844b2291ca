import { SEAT_LIMIT_DEFAULT } from "./contract/constants";

/** An agenda item as the BFF shows it (SPEC §3), checked by parseAgenda on the server. */
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
  hasRegistrationStarted?: boolean;
  hasRegistrationEnded?: boolean;
  isAnySeatAvailable?: boolean;
  userRegistered?: boolean;
  canJoin?: boolean;
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
const dateTimeFormat = new Intl.DateTimeFormat("pl-PL", {
  timeZone: WARSAW,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "sobota, 12 grudnia 2026", in Warsaw time. */
function agendaDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** "09:00–10:30", in Warsaw time. */
export function agendaTimeRange(item: Pick<AgendaItem, "datetimeStart" | "datetimeEnd">): string {
  return `${timeFormat.format(new Date(item.datetimeStart))}–${timeFormat.format(new Date(item.datetimeEnd))}`;
}

function agendaDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** Items grouped by their Warsaw day, in time order. */
export function groupByDay(items: AgendaItem[]): { day: string; items: AgendaItem[] }[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.datetimeStart) - Date.parse(b.datetimeStart));
  const days = new Map<string, AgendaItem[]>();
  for (const item of sorted) {
    const day = agendaDay(item.datetimeStart);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days].map(([day, dayItems]) => ({ day, items: dayItems }));
}

/** What a visitor is told about signing up for an item. */
export function signUpStatus(item: AgendaItem, now = new Date()): string {
  if (!item.signUpEnabled) return "Bez zapisów";
  const left = seatsLeft(item);
  const started =
    item.hasRegistrationStarted ?? (!item.signUpDatetimeStart || Date.parse(item.signUpDatetimeStart) <= now.getTime());
  const ended =
    item.hasRegistrationEnded ?? (!!item.signUpDatetimeEnd && Date.parse(item.signUpDatetimeEnd) < now.getTime());
  if (ended) return "Zapisy zakończone";
  if (!started && item.signUpDatetimeStart) return `Zapisy od ${agendaDateTime(item.signUpDatetimeStart)}`;
  if (left === 0) return "Brak wolnych miejsc";
  const until = item.signUpDatetimeEnd ? `, zapisy do ${agendaDateTime(item.signUpDatetimeEnd)}` : "";
  return left === null
    ? `Zapisy otwarte, bez limitu miejsc${until}`
    : `Wolne miejsca: ${left} z ${item.signUpLimit}${until}`;
}
