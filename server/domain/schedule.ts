// Rules for a club's class schedule.
import type { SCHEDULE_ITEM_STATUSES } from "../../app/lib/contract/schedule";

type ScheduleItemStatus = (typeof SCHEDULE_ITEM_STATUSES)[number];

export const SCHEDULE_MESSAGES = {
  addingClosed: "Dodawanie i edycja zajęć w harmonogramie są teraz niedostępne.",
  previewClosed: "Harmonogram jest niedostępny – klub musi być zaakceptowany i zapisany na bieżący sezon.",
  reasonRequired: "Podaj powód odwołania zajęć.",
  alreadyCancelled: "Te zajęcia są już odwołane.",
  notCancelled: "Te zajęcia nie są odwołane.",
  editCancelled: "Odwołanych zajęć nie można edytować – najpierw je przywróć.",
  deleteStarted: "Zajęć, które już się rozpoczęły, nie można usunąć – można je tylko odwołać.",
} as const;

export interface ScheduleItemState {
  status: ScheduleItemStatus;
  cancellationReason: string;
}

export type ScheduleChange = { ok: true; state: ScheduleItemState } | { ok: false; message: string; field?: string };

export function cancelScheduleItem(item: ScheduleItemState, reason: string): ScheduleChange {
  if (item.status === "cancelled") return { ok: false, message: SCHEDULE_MESSAGES.alreadyCancelled };
  const trimmed = reason.trim();
  if (trimmed === "") return { ok: false, message: SCHEDULE_MESSAGES.reasonRequired, field: "cancellation_reason" };
  return { ok: true, state: { status: "cancelled", cancellationReason: trimmed } };
}

export function uncancelScheduleItem(item: ScheduleItemState): ScheduleChange {
  if (item.status !== "cancelled") return { ok: false, message: SCHEDULE_MESSAGES.notCancelled };
  return { ok: true, state: { status: "planned", cancellationReason: "" } };
}

/** Only a class entered by mistake goes: once it has started (wall-clock "YYYY-MM-DDTHH:MM" in Poland), it stays. */
export function scheduleItemDeletion(
  item: { datetime: string },
  now: string,
): { ok: true } | { ok: false; message: string } {
  return item.datetime > now ? { ok: true } : { ok: false, message: SCHEDULE_MESSAGES.deleteStarted };
}
