// The life of a Sport Klub application (SPEC §4).
import { ClubEnrollmentStatus, TEACHER_EDITABLE_CLUB_STATUSES } from "../../app/lib/contract/constants";

export const CLUB_ENROLLMENT_STATUS_NAMES: Record<ClubEnrollmentStatus, string> = {
  [-1]: "brak zgłoszenia",
  0: "w weryfikacji",
  1: "zaakceptowane",
  2: "oczekujące",
  3: "do poprawy",
  4: "zakończone",
};

export function isClubEnrollmentStatus(value: number): value is ClubEnrollmentStatus {
  return Object.values(ClubEnrollmentStatus).includes(value as ClubEnrollmentStatus);
}

/** A teacher submits a new application only when there is none. */
export function canTeacherCreate(status: ClubEnrollmentStatus): boolean {
  return status === ClubEnrollmentStatus.empty;
}

/** A teacher edits only an application that is absent or sent back for correction. */
export function canTeacherUpdate(status: ClubEnrollmentStatus): boolean {
  return TEACHER_EDITABLE_CLUB_STATUSES.includes(status);
}

/** Whatever the teacher saves goes (back) to staff for verification. */
export const STATUS_AFTER_TEACHER_SAVE = ClubEnrollmentStatus.verification;

/** What staff may decide from each status. */
const STAFF_TRANSITIONS: Record<ClubEnrollmentStatus, readonly ClubEnrollmentStatus[]> = {
  [-1]: [],
  0: [ClubEnrollmentStatus.accepted, ClubEnrollmentStatus.pending, ClubEnrollmentStatus.correction],
  1: [ClubEnrollmentStatus.terminated, ClubEnrollmentStatus.correction],
  2: [ClubEnrollmentStatus.accepted, ClubEnrollmentStatus.correction, ClubEnrollmentStatus.verification],
  3: [ClubEnrollmentStatus.verification],
  4: [ClubEnrollmentStatus.accepted],
};

export function canStaffChange(from: ClubEnrollmentStatus, to: ClubEnrollmentStatus): boolean {
  return STAFF_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The statuses staff may choose next, for the application's page. */
export function nextStaffStatuses(from: ClubEnrollmentStatus): ClubEnrollmentStatus[] {
  return [...(STAFF_TRANSITIONS[from] ?? [])];
}

/** When the latest correction was sent, or null for an application sent once (its place dates from the first). */
export function correctedAt(times: { firstSubmittedAt: Date; submittedAt: Date }): Date | null {
  return times.submittedAt.getTime() > times.firstSubmittedAt.getTime() ? times.submittedAt : null;
}

export const CLUB_ENROLLMENT_MESSAGES = {
  alreadySubmitted:
    "Zgłoszenie klubu zostało już złożone. Możesz je poprawić tylko wtedy, gdy zostanie zwrócone do poprawy.",
  notEditable: "Zgłoszenia klubu nie można teraz edytować – jest w trakcie weryfikacji lub zostało już rozpatrzone.",
  certificateRequired: "Aby zgłosić Sport Klub, musisz mieć certyfikat ukończenia szkolenia.",
} as const;
