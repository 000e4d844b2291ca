// What the office is told after a bulk action: how many were done and, for each skipped, why.
import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { pluralPl } from "~/lib/validation/polish";

/** The checkboxes' name on both bulk forms. */
export const BULK_FIELD = "zaznaczone";

/** Ids checked on a bulk form, each once; anything else is dropped. */
export function selectedIds(form: FormData): number[] {
  const ids = form.getAll(BULK_FIELD).map(Number);
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

interface Outcome {
  outcome: string;
  reason: string;
}

/** At most this many skipped are named for one reason; the rest are counted. */
const NAMED_MAX = 10;

/** Skipped items grouped by why: "Nr 1, Nr 2 – reason" for each reason, in the order first met. */
function summary<Item extends Outcome>(done: string, results: Item[], label: (item: Item) => string) {
  const skipped = results.filter((item) => item.outcome === "refused");
  if (skipped.length === 0) return `${done}.`;
  const byReason = new Map<string, Item[]>();
  for (const item of skipped) byReason.set(item.reason, [...(byReason.get(item.reason) ?? []), item]);
  const groups = [...byReason].map(([reason, items]) => {
    const named = items.slice(0, NAMED_MAX).map(label).join(", ");
    const more = items.length > NAMED_MAX ? ` i jeszcze ${items.length - NAMED_MAX}` : "";
    return `${named}${more} – ${reason}`;
  });
  return `${done}; ${skipped.length} pominięto: ${groups.join(" ")}`;
}

const applications = (count: number) => `${count} ${pluralPl(count, "zgłoszenie", "zgłoszenia", "zgłoszeń")}`;

/** "Zaakceptowano 3 zgłoszenia; 1 pominięto: Nr 12 – …" */
export function decisionsSummary(status: number, results: (Outcome & { id: number; arrival: number | null })[]) {
  const decided = results.length - results.filter((item) => item.outcome === "refused").length;
  const done =
    status === ClubEnrollmentStatus.correction
      ? `Zwrócono do poprawy ${applications(decided)}`
      : `Zaakceptowano ${applications(decided)}`;
  return summary(done, results, (item) => (item.arrival === null ? `Zgłoszenie ${item.id}` : `Nr ${item.arrival}`));
}

/** "Wydano 2 certyfikaty; 1 pominięto: jan@… – Ma już certyfikat." */
export function certificatesSummary(results: (Outcome & { id: number; email: string | null })[]) {
  const issued = results.length - results.filter((item) => item.outcome === "refused").length;
  const done = `Wydano ${issued} ${pluralPl(issued, "certyfikat", "certyfikaty", "certyfikatów")}`;
  return summary(done, results, (item) => item.email ?? `Konto ${item.id}`);
}

/** A success when nothing was skipped; otherwise the toast waits to be read. */
export function summaryToast(message: string, results: Outcome[]) {
  return results.some((item) => item.outcome === "refused") ? { error: message } : { success: message };
}
