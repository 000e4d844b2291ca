// Dates as a Polish school sees them: calendar days in Europe/Warsaw.

import { localDateTimeInPoland, timestampInPoland, todayInPoland } from "../../app/lib/validation";

export { localDateTimeInPoland, timestampInPoland, todayInPoland };

/** ISO dates compare correctly as text; this says so by name. */
export function isDateWithin(date: string, first: string, last: string): boolean {
  return date >= first && date <= last;
}

const DAY_MS = 24 * 3600 * 1000;

/** The calendar day `days` after `date` ("YYYY-MM-DD"; negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `first` to `last` (negative when `last` comes first). */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);
}

/** Every month ("YYYY-MM") from the one of `first` to the one of `last`, both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number);
  const end = last.slice(0, 7);
  for (let text = first.slice(0, 7); text <= end; text = `${year}-${String(month).padStart(2, "0")}`) {
    months.push(text);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/** The instant Polish clocks show `date` `time` ("HH:MM"); Poland is UTC+1 in winter, UTC+2 in summer. */
export function instantInPoland(date: string, time: string): Date {
  const asUtc = new Date(`${date}T${time}:00Z`).getTime();
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(asUtc - offsetHours * 3600_000);
    if (localDateTimeInPoland(candidate) === `${date}T${time}`) return candidate;
  }
  // A time skipped when clocks go forward: the hour after it.
  return new Date(asUtc - 3600_000);
}
