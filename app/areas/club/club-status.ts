// The club application's status (SPEC §4) as a teacher reads it: its Polish
// name and what it means for them now. Pure: pages and loaders share it.
import { ClubEnrollmentStatus, TEACHER_EDITABLE_CLUB_STATUSES, type SubmittedStatus } from "~/lib/contract/constants";

// The names live with the statuses, since the API's exports write them too.
export { CLUB_STATUS_NAMES, type SubmittedStatus } from "~/lib/contract/constants";

const MEANINGS: Record<SubmittedStatus, string> = {
  [ClubEnrollmentStatus.verification]:
    "Biuro programu sprawdza zgłoszenie. Zgłoszenia rozpatrujemy w kolejności, w jakiej wpłynęły; o wyniku napiszemy e-mailem.",
  [ClubEnrollmentStatus.accepted]: "Zgłoszenie przyjęto — klub jest w programie.",
  [ClubEnrollmentStatus.pending]:
    "Zgłoszenie czeka na decyzję biura programu, na przykład na wolne miejsce. Miejsca przyznajemy w kolejności zgłoszeń; napiszemy, gdy coś się zmieni.",
  [ClubEnrollmentStatus.correction]:
    "Biuro programu prosi o poprawienie zgłoszenia. Po poprawieniu zgłoszenie wróci do weryfikacji.",
  [ClubEnrollmentStatus.terminated]:
    "Udział klubu w programie został zakończony. Jeśli masz pytania, napisz do biura programu (adres jest na dole strony).",
};

export function isSubmittedStatus(status: ClubEnrollmentStatus): status is SubmittedStatus {
  return status !== ClubEnrollmentStatus.empty;
}

/** What the status means for the teacher, in one or two sentences. */
export function clubStatusMeaning(status: SubmittedStatus): string {
  return MEANINGS[status];
}

/** Whether the teacher may fill in the application now: none yet, or sent back for correction. */
export function canTeacherEdit(status: ClubEnrollmentStatus): boolean {
  return TEACHER_EDITABLE_CLUB_STATUSES.includes(status);
}
