// Days a weekly class skips: Polish public holidays and the winter break (ferie zimowe) of the school's
// voivodeship. Pure: the schedule's "repeat weekly" preview reads it.
import { addDays, format, parseISO } from "date-fns";

import type { VOIVODESHIPS } from "~/lib/contract/club";

type Voivodeship = (typeof VOIVODESHIPS)[number];

const iso = (date: Date) => format(date, "yyyy-MM-dd");

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The days off work of the Act of 18 January 1951 (Wigilia since 2025), by date. */
export function publicHolidays(year: number): Map<string, string> {
  const easter = parseISO(easterSunday(year));
  const fixed: [string, string][] = [
    ["01-01", "Nowy Rok"],
    ["01-06", "Święto Trzech Króli"],
    ["05-01", "Święto Pracy"],
    ["05-03", "Święto Konstytucji 3 Maja"],
    ["08-15", "Wniebowzięcie Najświętszej Maryi Panny"],
    ["11-01", "Wszystkich Świętych"],
    ["11-11", "Narodowe Święto Niepodległości"],
    ...(year >= 2025 ? ([["12-24", "Wigilia Bożego Narodzenia"]] as [string, string][]) : []),
    ["12-25", "Boże Narodzenie"],
    ["12-26", "drugi dzień Bożego Narodzenia"],
  ];
  return new Map([
    ...fixed.map(([day, name]): [string, string] => [`${year}-${day}`, name]),
    [iso(easter), "Wielkanoc"],
    [iso(addDays(easter, 1)), "Poniedziałek Wielkanocny"],
    [iso(addDays(easter, 49)), "Zielone Świątki"],
    [iso(addDays(easter, 60)), "Boże Ciało"],
  ]);
}

/**
 * Winter breaks by school year, as the minister of education sets them (the regulation on the organisation
 * of the school year, § 3): 2025/2026 from edukacja.infor.pl (6 January 2026) and PAP (16 January 2026);
 * 2026/2027 from kalbi.pl/ferie-zimowe-2027. Add a school year when the ministry announces it.
 */
const WINTER_BREAKS: Record<string, [from: string, to: string, voivodeships: Voivodeship[]][]> = {
  "2025/2026": [
    ["2026-01-19", "2026-02-01", ["mazowieckie", "pomorskie", "podlaskie", "świętokrzyskie", "warmińsko-mazurskie"]],
    [
      "2026-02-02",
      "2026-02-15",
      ["dolnośląskie", "kujawsko-pomorskie", "łódzkie", "zachodniopomorskie", "małopolskie", "opolskie"],
    ],
    ["2026-02-16", "2026-03-01", ["podkarpackie", "lubelskie", "wielkopolskie", "lubuskie", "śląskie"]],
  ],
  "2026/2027": [
    ["2027-01-18", "2027-01-31", ["śląskie", "dolnośląskie", "łódzkie", "podkarpackie", "podlaskie", "opolskie"]],
    ["2027-02-01", "2027-02-14", ["mazowieckie", "pomorskie", "lubelskie", "świętokrzyskie"]],
    [
      "2027-02-15",
      "2027-02-28",
      ["wielkopolskie", "małopolskie", "kujawsko-pomorskie", "zachodniopomorskie", "warmińsko-mazurskie", "lubuskie"],
    ],
  ],
};

/** "2026/2027" for any day from 1 September 2026 to 31 August 2027. */
export function schoolYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = date.slice(5) >= "09-01" ? year : year - 1;
  return `${start}/${start + 1}`;
}

/** The school's winter break in the school year of `date`; undefined: not known for that year. */
export function winterBreakOf(date: string, voivodeship: string): { from: string; to: string } | null | undefined {
  const breaks = WINTER_BREAKS[schoolYearOf(date)];
  if (!breaks) return undefined;
  const found = breaks.find(([, , voivodeships]) => voivodeships.some((name) => name === voivodeship));
  return found ? { from: found[0], to: found[1] } : null;
}

/** Why there are no classes that day (a holiday's name, or the winter break), or null. */
export function dayOffReason(date: string, voivodeship: string): string | null {
  const holiday = publicHolidays(Number(date.slice(0, 4))).get(date);
  if (holiday) return holiday;
  const winter = winterBreakOf(date, voivodeship);
  return winter && date >= winter.from && date <= winter.to ? "ferie zimowe" : null;
}

/** Every week's same weekday from `first` to `until` (both "yyyy-MM-dd"), each with the reason it is skipped. */
export function weeklyDates(first: string, until: string, voivodeship: string) {
  const dates: { date: string; skipped: string | null }[] = [];
  for (let day = parseISO(first); iso(day) <= until; day = addDays(day, 7)) {
    dates.push({ date: iso(day), skipped: dayOffReason(iso(day), voivodeship) });
  }
  return dates;
}
