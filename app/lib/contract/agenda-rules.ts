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

/** Why the user may not join now, or null when they may. */
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
