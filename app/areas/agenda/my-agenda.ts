import { formatDateTime } from "~/lib/dates";
import { pluralPl } from "~/lib/validation/polish";

/** What the teacher's own agenda says of an item: their standing on it, and where it is. */
export interface MyAgendaStanding {
  name: string;
  datetimeStart: string;
  userRegistered: boolean;
  /** Their place on the waiting list (1 is next), or null. */
  waitingPosition: number | null;
  /** When the seat came from the waiting list, or null. */
  promotedAt: string | null;
  event: { city: string };
}

/** "Masz zapis", "Masz zapis z listy oczekujących" or "Lista oczekujących: miejsce 2". */
export function standingLabel(item: MyAgendaStanding): string {
  if (item.userRegistered) return item.promotedAt ? "Masz zapis z listy oczekujących" : "Masz zapis";
  return `Lista oczekujących: miejsce ${item.waitingPosition}`;
}

/** Seats the waiting list gave the teacher on items that have not started: news worth telling on /konto. */
export function freshPromotions<Item extends MyAgendaStanding>(items: readonly Item[], now: Date): Item[] {
  return items.filter(
    (item) => item.userRegistered && item.promotedAt && Date.parse(item.datetimeStart) > now.getTime(),
  );
}

/** "Zwolniło się miejsce: masz zapis na „…” (12.06.2026, 10:00, Warszawa)." */
export function promotionNotice(item: MyAgendaStanding): string {
  return `Zwolniło się miejsce: masz zapis na „${item.name}” (${formatDateTime(item.datetimeStart)}, ${item.event.city}).`;
}

const points = (count: number) => `${count} ${pluralPl(count, "punkt", "punkty", "punktów")} programu`;

/** "Masz zapis na 2 punkty programu. Na liście oczekujących czekasz na 1 punkt programu." */
export function agendaSummary(items: readonly MyAgendaStanding[]): string {
  const seats = items.filter((item) => item.userRegistered).length;
  const waiting = items.length - seats;
  if (items.length === 0) return "Nie masz jeszcze zapisów na punkty programu kongresu.";
  const sentences = [
    ...(seats > 0 ? [`Masz zapis na ${points(seats)}.`] : []),
    ...(waiting > 0 ? [`Na liście oczekujących czekasz na ${points(waiting)}.`] : []),
  ];
  return sentences.join(" ");
}
