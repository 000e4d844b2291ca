import { ClubEnrollmentStatus, type SubmittedStatus, TEACHER_EDITABLE_CLUB_STATUSES } from "~/lib/contract/constants";

// The API's exports write the names too.
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

export function clubStatusMeaning(status: SubmittedStatus): string {
  return MEANINGS[status];
}

export function canTeacherEdit(status: ClubEnrollmentStatus): boolean {
  return TEACHER_EDITABLE_CLUB_STATUSES.includes(status);
}
