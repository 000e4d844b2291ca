import {
  CLASS_DURATION_MAX_MINUTES,
  CLASS_DURATION_MIN_MINUTES,
  CLASS_DURATION_STEP_MINUTES,
  CLASS_EARLIEST_START,
  CLASS_LATEST_START,
} from "../contract/constants";
import { parseNumber } from "./checks";
import { invalid, type Rule, rule, valid } from "./core";
import { isoDateTime } from "./dates";
import { datetimeMaxHour, datetimeMinHour } from "./time-rules";

export interface SeasonDates {
  dateStart: string;
  dateEnd: string;
  scheduleMaxDate: string;
}

const [earliestHour, earliestMinute] = CLASS_EARLIEST_START.split(":").map(Number);
const [latestHour, latestMinute] = CLASS_LATEST_START.split(":").map(Number);

export function polishDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}.${month}.${year}`;
}

export const CLASS_TIME_MESSAGES = {
  tooEarly: `Zajęcia mogą się zaczynać najwcześniej o ${CLASS_EARLIEST_START}.`,
  tooLate: `Zajęcia mogą się zaczynać najpóźniej o ${CLASS_LATEST_START}.`,
  outsideSeason: (season: SeasonDates) =>
    `Zajęcia muszą się odbyć w trakcie sezonu (od ${polishDate(season.dateStart)} do ${polishDate(season.dateEnd)}).`,
  afterMaxDate: (maxDate: string) => `Zajęcia można zaplanować najpóźniej na ${polishDate(maxDate)}.`,
  duration: `Czas trwania zajęć: od ${CLASS_DURATION_MIN_MINUTES} do ${CLASS_DURATION_MAX_MINUTES} minut, co ${CLASS_DURATION_STEP_MINUTES} minut.`,
} as const;

export const CLASS_TIME_HINT = `Zajęcia zaczynają się między ${CLASS_EARLIEST_START} a ${CLASS_LATEST_START}.`;

export const classDateTime: Rule<string> = isoDateTime
  .pipe(datetimeMinHour(earliestHour, earliestMinute, 0, CLASS_TIME_MESSAGES.tooEarly))
  .pipe(datetimeMaxHour(latestHour, latestMinute, 0, CLASS_TIME_MESSAGES.tooLate));

/** The minutes the schedule form offers: 15, 30, …, 240. */
export const CLASS_DURATIONS: readonly number[] = Array.from(
  { length: (CLASS_DURATION_MAX_MINUTES - CLASS_DURATION_MIN_MINUTES) / CLASS_DURATION_STEP_MINUTES + 1 },
  (_, index) => CLASS_DURATION_MIN_MINUTES + index * CLASS_DURATION_STEP_MINUTES,
);

/** Whole minutes, one of CLASS_DURATIONS; from a form's text or JSON's number. */
export const classDuration: Rule<number> = rule((value) => {
  const minutes = parseNumber(value);
  return minutes !== null && CLASS_DURATIONS.includes(minutes) ? valid(minutes) : invalid(CLASS_TIME_MESSAGES.duration);
});

export function scheduleDateProblem(localDateTime: string, season: SeasonDates): string | null {
  const day = localDateTime.slice(0, 10);
  if (day < season.dateStart || day > season.dateEnd) return CLASS_TIME_MESSAGES.outsideSeason(season);
  if (day > season.scheduleMaxDate) return CLASS_TIME_MESSAGES.afterMaxDate(season.scheduleMaxDate);
  return null;
}
