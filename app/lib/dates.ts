/** Polish date as teachers write it: dd.MM.yyyy (DOMAIN.md), for a calendar date YYYY-MM-DD. */
const calendarDate = new Intl.DateTimeFormat("pl-PL", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

export function formatDate(isoDate: string): string {
  return calendarDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
