// "Powtarzaj co tydzień do …": the dates of a weekly series, before anything is saved. Pure.
import { formatDate } from "~/lib/dates";
import { isValidIsoDate } from "~/lib/validation";

import { weeklyDates } from "./school-calendar";

/** Why `until` cannot end a series starting on `first` when classes may be planned until `lastDay`, or null. */
export function seriesEndProblem(first: string, until: string, lastDay: string): string | null {
  if (!isValidIsoDate(until) || until < first || until > lastDay)
    return `Podaj dzień od pierwszych zajęć (${formatDate(first)}) do ${formatDate(lastDay)}.`;
  return null;
}

/** The series' dates at the first class's time, each kept or skipped with the reason. */
export function weeklySeries(firstDateTime: string, until: string, voivodeship: string) {
  const time = firstDateTime.slice(11, 16);
  return weeklyDates(firstDateTime.slice(0, 10), until, voivodeship).map(({ date, skipped }) => ({
    datetime: `${date}T${time}`,
    skipped,
  }));
}
