import { POLAND_TIME_ZONE, todayInPoland as dayInPolandAt } from "./validation/poland-clock";

/** dd.MM.yyyy (DOMAIN.md). */
const calendarDate = new Intl.DateTimeFormat("pl-PL", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

export function formatDate(isoDate: string): string {
  return calendarDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** The calendar day in Poland: the day a school's deadlines are counted in. */
export function todayInPoland(now: Date = new Date()): string {
  return dayInPolandAt(now);
}

const warsawDateTime = new Intl.DateTimeFormat("pl-PL", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: POLAND_TIME_ZONE,
});

export function formatDateTime(isoInstant: string): string {
  return warsawDateTime.format(new Date(isoInstant));
}

export function durationLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export function clockLabel(seconds: number): string {
  const whole = Math.floor(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return `PT${minutes ? `${minutes}M` : ""}${rest || !minutes ? `${rest}S` : ""}`;
}

export function formatWallClock(local: string): string {
  return `${formatDate(local.slice(0, 10))}, ${local.slice(11, 16)}`;
}
