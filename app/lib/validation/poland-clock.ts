// Imports nothing: the pages that only tell the time carry no form rules.
// The clock a Polish school goes by: Europe/Warsaw.
export const POLAND_TIME_ZONE = "Europe/Warsaw";

const polishClock = new Intl.DateTimeFormat("sv-SE", {
  timeZone: POLAND_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** What Polish clocks show at `instant`, to the second: "YYYY-MM-DDTHH:MM:SS". */
export function timestampInPoland(instant: Date): string {
  return polishClock.format(instant).replace(" ", "T");
}

/** What Polish clocks show at `instant`: "YYYY-MM-DDTHH:MM". */
export function localDateTimeInPoland(instant: Date): string {
  return timestampInPoland(instant).slice(0, 16);
}

/** The calendar day ("YYYY-MM-DD") it is in Poland at `now`. */
export function todayInPoland(now: Date): string {
  return timestampInPoland(now).slice(0, 10);
}
