import { formatDateTime } from "~/lib/dates";
import { pluralPl } from "~/lib/validation/polish";

export interface MyAgendaStanding {
  name: string;
  datetimeStart: string;
  userRegistered: boolean;
  waitingPosition: number | null;
  promotedAt: string | null;
  event: { city: string };
}

export function standingLabel(item: MyAgendaStanding): string {
  if (item.userRegistered) return item.promotedAt ? "Masz zapis z listy oczekujących" : "Masz zapis";
  return `Lista oczekujących: miejsce ${item.waitingPosition}`;
}

/** On items that have not started: news worth telling on /konto. */
export function freshPromotions<Item extends MyAgendaStanding>(items: readonly Item[], now: Date): Item[] {
  return items.filter(
    (item) => item.userRegistered && item.promotedAt && Date.parse(item.datetimeStart) > now.getTime(),
  );
}

export function promotionNotice(item: MyAgendaStanding): string {
  return `Zwolniło się miejsce: masz zapis na „${item.name}” (${formatDateTime(item.datetimeStart)}, ${item.event.city}).`;
}

const points = (count: number) => `${count} ${pluralPl(count, "punkt", "punkty", "punktów")} programu`;

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
