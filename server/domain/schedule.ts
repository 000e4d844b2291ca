// Rules for a club's class schedule.
import type { SCHEDULE_ITEM_STATUSES } from "../../app/lib/contract/schedule";
import { dateOf } from "./calendar";

type ScheduleItemStatus = (typeof SCHEDULE_ITEM_STATUSES)[number];

interface SeasonDates {
  dateStart: string;
  dateEnd: string;
  scheduleMaxDate: string;
}

export const SCHEDULE_MESSAGES = {
  outsideSeason: (season: SeasonDates) =>
    `Zajęcia muszą się odbyć w trakcie sezonu (od ${season.dateStart} do ${season.dateEnd}).`,
  afterMaxDate: (maxDate: string) => `Zajęcia można zaplanować najpóźniej na ${maxDate}.`,
  addingClosed: "Dodawanie i edycja zajęć w harmonogramie są teraz niedostępne.",
  previewClosed: "Harmonogram jest niedostępny – klub musi być zaakceptowany i zapisany na bieżący sezon.",
  reasonRequired: "Podaj powód odwołania zajęć.",
  alreadyCancelled: "Te zajęcia są już odwołane.",
  notCancelled: "Te zajęcia nie są odwołane.",
  editCancelled: "Odwołanych zajęć nie można edytować – najpierw je przywróć.",
} as const;

/** Why a class may not take place at this date-time, or null when it may. */
export function scheduleDateProblem(localDateTime: string, season: SeasonDates): string | null {
  const day = dateOf(localDateTime);
  if (day < season.dateStart || day > season.dateEnd) return SCHEDULE_MESSAGES.outsideSeason(season);
  if (day > season.scheduleMaxDate) return SCHEDULE_MESSAGES.afterMaxDate(season.scheduleMaxDate);
  return null;
}

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
