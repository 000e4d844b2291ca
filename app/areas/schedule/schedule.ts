// Weeks from Monday, as in Poland. Times are Polish wall-clock text, so nothing depends on a time zone.
import { addDays, format, parseISO, startOfWeek } from "date-fns";
import { pl } from "date-fns/locale";

import { formatDate } from "~/lib/dates";
import { localDateTimeInPoland } from "~/lib/validation/poland-clock";

export type ClassState = "held" | "cancelled" | "planned";

export const CLASS_STATE_NAMES: Record<ClassState, string> = {
  held: "odbyte",
  cancelled: "odwołane",
  planned: "zaplanowane",
};

interface ScheduledClass {
  datetime: string;
  durationMinutes: number;
  status: "planned" | "cancelled";
  girlsCount: number;
  boysCount: number;
}

/** What Polish clocks show at `instant`: the schedule's "now". */
export const nowInPoland = localDateTimeInPoland;

/** A Date whose local fields are that time, for date-fns. */
function wallClock(localDateTime: string): Date {
  return parseISO(localDateTime);
}

function wallClockText(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

type Timed = Pick<ScheduledClass, "datetime" | "durationMinutes">;

/** When it ends, on the same wall clock. */
function classEnd(item: Timed): string {
  return wallClockText(new Date(wallClock(item.datetime).getTime() + item.durationMinutes * 60_000));
}

/** Held once it has ended; a cancelled one stays cancelled. */
export function classState(
  item: Pick<ScheduledClass, "datetime" | "durationMinutes" | "status">,
  now: string,
): ClassState {
  if (item.status === "cancelled") return "cancelled";
  return classEnd(item) <= now ? "held" : "planned";
}

/** Started at its start: the API then refuses to delete it, so the page does not offer it. */
export function hasStarted(item: Pick<ScheduledClass, "datetime">, now: string): boolean {
  return item.datetime <= now;
}

export interface ScheduleTotals {
  held: number;
  cancelled: number;
  planned: number;
  pupilHours: number;
}

export function scheduleTotals(items: readonly ScheduledClass[], now: string): ScheduleTotals {
  const totals: ScheduleTotals = { held: 0, cancelled: 0, planned: 0, pupilHours: 0 };
  for (const item of items) {
    const state = classState(item, now);
    totals[state] += 1;
    if (state === "held") totals.pupilHours += ((item.girlsCount + item.boysCount) * item.durationMinutes) / 60;
  }
  return totals;
}

export interface Week<Item> {
  monday: string;
  sunday: string;
  items: Item[];
}

/** Weeks without classes are left out. */
export function weeksOf<Item extends Pick<ScheduledClass, "datetime">>(items: readonly Item[]): Week<Item>[] {
  const weeks = new Map<string, Week<Item>>();
  const sorted = [...items].sort((a, b) => a.datetime.localeCompare(b.datetime));
  for (const item of sorted) {
    const monday = startOfWeek(wallClock(item.datetime), { weekStartsOn: 1 });
    const key = format(monday, "yyyy-MM-dd");
    let week = weeks.get(key);
    if (!week) {
      week = { monday: key, sunday: format(addDays(monday, 6), "yyyy-MM-dd"), items: [] };
      weeks.set(key, week);
    }
    week.items.push(item);
  }
  return [...weeks.values()];
}

export function weekLabel(week: Pick<Week<unknown>, "monday" | "sunday">): string {
  const monday = parseISO(week.monday);
  const sunday = parseISO(week.sunday);
  const last = format(sunday, "d MMMM yyyy", { locale: pl });
  if (monday.getFullYear() !== sunday.getFullYear())
    return `${format(monday, "d MMMM yyyy", { locale: pl })} – ${last}`;
  if (monday.getMonth() !== sunday.getMonth()) return `${format(monday, "d MMMM", { locale: pl })} – ${last}`;
  return `${format(monday, "d")}–${last}`;
}

export function classTimeLabel(localDateTime: string): string {
  return format(wallClock(localDateTime), "EEEE, d MMMM yyyy, HH:mm", { locale: pl });
}

/** "środa, 02.12.2026" and "14:00–14:45": a class in a list, with its end, the hours kept on one line. */
export function classSpan(item: Timed): { day: string; hours: string } {
  return {
    day: format(wallClock(item.datetime), "EEEE, dd.MM.yyyy", { locale: pl }),
    hours: `${item.datetime.slice(11, 16)}–${classEnd(item).slice(11)}`,
  };
}

/** "45 min, do 14:45", kept in two pieces on a narrow screen. */
export function classDurationLabel(item: Timed): string {
  return `${item.durationMinutes}\u00a0min, do\u00a0${classEnd(item).slice(11)}`;
}

/** Null when they may; adding closes after the season's last planning day (setup flags). */
export function addingClosedMessage(setup: { scheduleAddingAvailable: boolean; scheduleMaxDate: string }) {
  return setup.scheduleAddingAvailable
    ? null
    : `Dodawanie i zmiana zajęć zakończyły się ${formatDate(setup.scheduleMaxDate)}.`;
}
