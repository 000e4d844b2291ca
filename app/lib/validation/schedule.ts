// When a class may take place: one rule for the schedule form and for the API.
import { CLASS_EARLIEST_START, CLASS_LATEST_START } from "../contract/constants";
import type { Rule } from "./core";
import { isoDateTime } from "./dates";
import { datetimeMaxHour, datetimeMinHour } from "./time-rules";

/** The season's days a class may fall on (the API's season record, camelCased). */
export interface SeasonDates {
  dateStart: string;
  dateEnd: string;
  scheduleMaxDate: string;
}

const [earliestHour, earliestMinute] = CLASS_EARLIEST_START.split(":").map(Number);
const [latestHour, latestMinute] = CLASS_LATEST_START.split(":").map(Number);

/** "2026-02-01" → "01.02.2026", as Polish dates are written (DOMAIN.md). */
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
} as const;

/** The hours a class may start at, in words, for the hint beside the field. */
export const CLASS_TIME_HINT = `Zajęcia zaczynają się między ${CLASS_EARLIEST_START} a ${CLASS_LATEST_START}.`;

/**
 * A class's start: a real date-time at a sensible hour (SPEC §5 time rules)
 * for after-school classes; outputs the trimmed "YYYY-MM-DDTHH:MM".
 */
export const classDateTime: Rule<string> = isoDateTime
  .pipe(datetimeMinHour(earliestHour, earliestMinute, 0, CLASS_TIME_MESSAGES.tooEarly))
  .pipe(datetimeMaxHour(latestHour, latestMinute, 0, CLASS_TIME_MESSAGES.tooLate));

/** Why a class may not take place on this day of the season, or null when it may. */
export function scheduleDateProblem(localDateTime: string, season: SeasonDates): string | null {
  const day = localDateTime.slice(0, 10);
  if (day < season.dateStart || day > season.dateEnd) return CLASS_TIME_MESSAGES.outsideSeason(season);
  if (day > season.scheduleMaxDate) return CLASS_TIME_MESSAGES.afterMaxDate(season.scheduleMaxDate);
  return null;
}
