import { type Rule, textRule } from "./core";
import { ISO_DATE, ISO_DATETIME } from "./messages";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface CalendarDateTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Year 1 or later, as HTML date inputs allow. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && year >= 1 && Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// datetime-local posts :SS when its step allows seconds.
const ISO_DATETIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number);
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

export function parseIsoDateTime(value: string): CalendarDateTime | null {
  const match = ISO_DATETIME_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  const second = match[6] === undefined ? 0 : Number(match[6]);
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

export function isValidIsoDateTime(value: string): boolean {
  return parseIsoDateTime(value) !== null;
}

/** Outputs text, not a Date: no time-zone surprises. */
export const isoDate: Rule<string> = textRule(ISO_DATE, (text) => (isValidIsoDate(text) ? null : ISO_DATE));

export const isoDateTime: Rule<string> = textRule(ISO_DATETIME, (text) =>
  isValidIsoDateTime(text) ? null : ISO_DATETIME,
);

export { localDateTimeInPoland, POLAND_TIME_ZONE, timestampInPoland, todayInPoland } from "./poland-clock";
