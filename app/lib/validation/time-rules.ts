import { type Rule, textRule } from "./core";
import { parseIsoDateTime } from "./dates";
import {
  ISO_DATETIME,
  TIME,
  TIME_IN_EXCLUDED_RANGE,
  TIME_OUTSIDE_RANGE,
  TIME_TOO_EARLY,
  TIME_TOO_LATE,
} from "./messages";

export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
}

export interface TimeRange {
  min: string;
  max: string;
  inclusive: boolean;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export function parseTime(value: string): TimeOfDay | null {
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  return { hour: Number(match[1]), minute: Number(match[2]), second: match[3] === undefined ? 0 : Number(match[3]) };
}

function isValidTime(value: string): boolean {
  return parseTime(value) !== null;
}

// A wrong limit fails at start-up, loudly, rather than letting everything pass.
function limitSeconds(hour: number, minute: number, second: number): number {
  const ok =
    Number.isInteger(hour) &&
    hour >= 0 &&
    hour <= 23 &&
    Number.isInteger(minute) &&
    minute >= 0 &&
    minute <= 59 &&
    Number.isInteger(second) &&
    second >= 0 &&
    second <= 59;
  if (!ok) throw new RangeError(`Invalid time limit ${hour}:${minute}:${second}`);
  return hour * 3600 + minute * 60 + second;
}

function rangeMinutes(time: string): number {
  const parsed = parseTime(time);
  if (!parsed || parsed.second !== 0) throw new RangeError(`Invalid time range bound "${time}", expected HH:MM`);
  return parsed.hour * 60 + parsed.minute;
}

function datetimeLimit(
  limit: number,
  accept: (seconds: number, limit: number) => boolean,
  message: string,
): Rule<string> {
  return textRule(ISO_DATETIME, (text) => {
    const parsed = parseIsoDateTime(text);
    if (!parsed) return ISO_DATETIME;
    return accept(parsed.hour * 3600 + parsed.minute * 60 + parsed.second, limit) ? null : message;
  });
}

export function datetimeMaxHour(hour: number, minute = 0, second = 0, message: string = TIME_TOO_LATE): Rule<string> {
  return datetimeLimit(limitSeconds(hour, minute, second), (s, limit) => s <= limit, message);
}

export function datetimeMinHour(hour: number, minute = 0, second = 0, message: string = TIME_TOO_EARLY): Rule<string> {
  return datetimeLimit(limitSeconds(hour, minute, second), (s, limit) => s >= limit, message);
}

function timeLimit(limit: number, accept: (minutes: number, limit: number) => boolean, message: string): Rule<string> {
  return textRule(TIME, (text) => {
    const parsed = parseTime(text);
    if (!parsed) return TIME;
    // SPEC: HH:MM rules compare hours and minutes; seconds do not count.
    return accept(parsed.hour * 60 + parsed.minute, limit) ? null : message;
  });
}

export function timeMaxHour(hour: number, minute = 0, message: string = TIME_TOO_LATE): Rule<string> {
  return timeLimit(limitSeconds(hour, minute, 0) / 60, (m, limit) => m <= limit, message);
}

export function timeMinHour(hour: number, minute = 0, message: string = TIME_TOO_EARLY): Rule<string> {
  return timeLimit(limitSeconds(hour, minute, 0) / 60, (m, limit) => m >= limit, message);
}

/** A range whose min is after its max runs over midnight. */
export function isTimeInRange(value: string, range: TimeRange): boolean {
  const parsed = parseTime(value);
  if (!parsed) return false;
  const time = parsed.hour * 60 + parsed.minute;
  const min = rangeMinutes(range.min);
  const max = rangeMinutes(range.max);
  const afterMin = range.inclusive ? time >= min : time > min;
  const beforeMax = range.inclusive ? time <= max : time < max;
  return min <= max ? afterMin && beforeMax : afterMin || beforeMax;
}

function validateRanges(ranges: readonly TimeRange[]): void {
  for (const range of ranges) {
    rangeMinutes(range.min);
    rangeMinutes(range.max);
  }
}

export function timeBetween(ranges: readonly TimeRange[], message: string = TIME_OUTSIDE_RANGE): Rule<string> {
  validateRanges(ranges);
  return textRule(TIME, (text) => {
    if (!isValidTime(text)) return TIME;
    return ranges.every((range) => isTimeInRange(text, range)) ? null : message;
  });
}

export function timeNotBetween(ranges: readonly TimeRange[], message: string = TIME_IN_EXCLUDED_RANGE): Rule<string> {
  validateRanges(ranges);
  return textRule(TIME, (text) => {
    if (!isValidTime(text)) return TIME;
    return ranges.some((range) => isTimeInRange(text, range)) ? message : null;
  });
}
