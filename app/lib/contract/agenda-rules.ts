// Who may join a congress agenda item (SPEC §4, §9).
import { REGISTRATION_END_DEFAULT, REGISTRATION_START_DEFAULT, SEAT_LIMIT_DEFAULT } from "./constants";

const REGISTRATION_START = new Date(REGISTRATION_START_DEFAULT);
const REGISTRATION_END = new Date(REGISTRATION_END_DEFAULT);

export interface AgendaItemSignUpState {
  signUpEnabled: boolean;
  signUpLimit: number | null;
  signUpDatetimeStart: Date | null;
  signUpDatetimeEnd: Date | null;
  participantsCount: number;
  userRegistered: boolean;
}

export function hasRegistrationStarted(item: Pick<AgendaItemSignUpState, "signUpDatetimeStart">, now: Date): boolean {
  return now >= (item.signUpDatetimeStart ?? REGISTRATION_START);
}

export function hasRegistrationEnded(item: Pick<AgendaItemSignUpState, "signUpDatetimeEnd">, now: Date): boolean {
  return now > (item.signUpDatetimeEnd ?? REGISTRATION_END);
}

export function isAnySeatAvailable(item: Pick<AgendaItemSignUpState, "signUpLimit" | "participantsCount">): boolean {
  return item.participantsCount < (item.signUpLimit ?? SEAT_LIMIT_DEFAULT);
}

export type JoinRefusal = "already_registered" | "sign_up_disabled" | "not_started" | "ended" | "no_seats";

export const JOIN_REFUSAL_MESSAGES: Record<JoinRefusal, string> = {
  already_registered: "Masz już zapis na ten punkt programu.",
  sign_up_disabled: "Zapisy na ten punkt programu są wyłączone.",
  not_started: "Zapisy na ten punkt programu jeszcze się nie rozpoczęły.",
  ended: "Zapisy na ten punkt programu zostały zakończone.",
  no_seats: "Brak wolnych miejsc na ten punkt programu.",
};

export function joinRefusal(item: AgendaItemSignUpState, now: Date): JoinRefusal | null {
  if (item.userRegistered) return "already_registered";
  if (!item.signUpEnabled) return "sign_up_disabled";
  if (!hasRegistrationStarted(item, now)) return "not_started";
  if (hasRegistrationEnded(item, now)) return "ended";
  if (!isAnySeatAvailable(item)) return "no_seats";
  return null;
}

export function canJoinAgendaItem(item: AgendaItemSignUpState, now: Date): boolean {
  return joinRefusal(item, now) === null;
}

export type WaitRefusal =
  "already_registered" | "already_waiting" | "sign_up_disabled" | "not_started" | "ended" | "seat_available";

export const WAIT_REFUSAL_MESSAGES: Record<WaitRefusal, string> = {
  already_registered: JOIN_REFUSAL_MESSAGES.already_registered,
  already_waiting: "Jesteś już na liście oczekujących na ten punkt programu.",
  sign_up_disabled: JOIN_REFUSAL_MESSAGES.sign_up_disabled,
  not_started: JOIN_REFUSAL_MESSAGES.not_started,
  ended: JOIN_REFUSAL_MESSAGES.ended,
  seat_available: "Są wolne miejsca — zapisz się na ten punkt programu.",
};

/** Only a full item, in its sign-up window, has a waiting list. */
export function waitRefusal(item: AgendaItemSignUpState & { userWaiting: boolean }, now: Date): WaitRefusal | null {
  if (item.userRegistered) return "already_registered";
  if (item.userWaiting) return "already_waiting";
  if (!item.signUpEnabled) return "sign_up_disabled";
  if (!hasRegistrationStarted(item, now)) return "not_started";
  if (hasRegistrationEnded(item, now)) return "ended";
  if (isAnySeatAvailable(item)) return "seat_available";
  return null;
}

export function canWaitForAgendaItem(item: AgendaItemSignUpState & { userWaiting: boolean }, now: Date): boolean {
  return waitRefusal(item, now) === null;
}

/** As many as there are free seats, while sign-up is on and the item has not begun; the window does not matter. */
export function seatsToPromote(
  item: Pick<AgendaItemSignUpState, "signUpEnabled" | "signUpLimit" | "participantsCount"> & { datetimeStart: Date },
  waitingCount: number,
  now: Date,
): number {
  if (!item.signUpEnabled || now >= item.datetimeStart) return 0;
  const free = (item.signUpLimit ?? SEAT_LIMIT_DEFAULT) - item.participantsCount;
  return Math.max(0, Math.min(free, waitingCount));
}
