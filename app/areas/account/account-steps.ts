// The teacher's way through the programme, as /konto shows it (SPEC §3, §6). Pure.
import { clubStatusMeaning } from "~/areas/club/public";
import { CLUB_STATUS_NAMES, ClubEnrollmentStatus, type SubmittedStatus } from "~/lib/contract/constants";
import type { Setup } from "~/lib/contract/setup";
import { formatDate } from "~/lib/dates";
import { SETUP_REQUIREMENTS } from "~/lib/setup-requirements";

export const ACCOUNT_PATHS = {
  clubApplication: "/konto/zgloszenie-klubu",
  season: "/konto/sezon",
} as const;

export type StepState = "done" | "open" | "waiting";

export interface Step {
  title: string;
  state: StepState;
  label?: string;
  text: string;
  note?: string;
  action?: { to: string; label: string };
  /** Tell where the trainings are, when the certificate appears and whom to ask. */
  noCertificate?: true;
}

export const STATE_LABELS: Record<StepState, string> = {
  done: "Gotowe",
  open: "Do zrobienia",
  waiting: "Jeszcze niedostępne",
};

export interface ClubApplication {
  status: SubmittedStatus;
  staffNote: string;
}

function certificateStep(setup: Setup): Step {
  return {
    title: "Certyfikat ukończenia szkolenia",
    state: setup.hasCertificate ? "done" : "waiting",
    ...(setup.hasCertificate
      ? { text: "Masz certyfikat — możesz prowadzić Sport Klub." }
      : { text: "Nie widzimy jeszcze Twojego certyfikatu.", noCertificate: true }),
  };
}

function clubStep(setup: Setup, club: ClubApplication | null): Step {
  const title = "Zgłoszenie klubu";
  if (!club) {
    return setup.hasCertificate
      ? {
          title,
          state: "open",
          text: "Zgłoś Sport Klub swojej szkoły do programu. Miejsca przyznajemy w kolejności zgłoszeń.",
          action: { to: ACCOUNT_PATHS.clubApplication, label: "Zgłoś klub" },
        }
      : { title, state: "waiting", text: SETUP_REQUIREMENTS.hasCertificate };
  }
  const { status, staffNote } = club;
  const correction = status === ClubEnrollmentStatus.correction;
  return {
    title,
    state: status === ClubEnrollmentStatus.accepted ? "done" : correction ? "open" : "waiting",
    label: `Status: ${CLUB_STATUS_NAMES[status]}`,
    text: clubStatusMeaning(status),
    note: correction && staffNote ? staffNote : undefined,
    action: correction
      ? { to: ACCOUNT_PATHS.clubApplication, label: "Popraw zgłoszenie" }
      : { to: ACCOUNT_PATHS.clubApplication, label: "Zobacz zgłoszenie" },
  };
}

function agreementStep(setup: Setup, club: ClubApplication | null): Step {
  const title = "Umowa";
  if (setup.agreementDateSigned)
    return { title, state: "done", text: `Umowa podpisana ${formatDate(setup.agreementDateSigned)}.` };
  const text =
    club?.status === ClubEnrollmentStatus.accepted
      ? "Zgłoszenie przyjęto: biuro programu przygotuje umowę i skontaktuje się w sprawie podpisu."
      : club?.status === ClubEnrollmentStatus.terminated
        ? "Udział klubu w programie został zakończony, więc umowy nie przygotujemy."
        : "Umowę przygotujemy po akceptacji zgłoszenia; biuro programu skontaktuje się w sprawie podpisu.";
  return { title, state: "waiting", text };
}

function seasonStep(setup: Setup, club: ClubApplication | null): Step {
  const title = "Zapis na bieżący sezon";
  if (setup.hasCurrentSeasonEnrollment) {
    return {
      title,
      state: "done",
      text: "Masz zapis na bieżący sezon. Miejsca zajęć i liczby uczestników grup możesz zmieniać.",
      action: { to: ACCOUNT_PATHS.season, label: "Grupy, miejsca zajęć i liczba uczniów" },
    };
  }
  if (club?.status === ClubEnrollmentStatus.accepted) {
    return {
      title,
      state: "open",
      text: "Zapisz klub na bieżący sezon i podaj grupy: w grupie od 12 do 20 uczniów (w grupie uczniów z niepełnosprawnościami co najmniej 5).",
      action: { to: ACCOUNT_PATHS.season, label: "Zapisz klub na sezon" },
    };
  }
  return {
    title,
    state: "waiting",
    text:
      club?.status === ClubEnrollmentStatus.terminated
        ? "Udział klubu w programie został zakończony, więc zapis na sezon nie jest możliwy."
        : "Zapiszesz się na sezon po akceptacji zgłoszenia klubu.",
  };
}

export function programmeSteps(setup: Setup, club: ClubApplication | null): Step[] {
  return [certificateStep(setup), clubStep(setup, club), agreementStep(setup, club), seasonStep(setup, club)];
}

export function scheduleState(setup: Setup): string {
  if (!setup.schedulePreviewAvailable) return SETUP_REQUIREMENTS.schedulePreviewAvailable;
  return setup.scheduleAddingAvailable
    ? `Zajęcia możesz planować i zmieniać do ${formatDate(setup.scheduleMaxDate)}.`
    : `Planowanie zajęć zakończyło się ${formatDate(setup.scheduleMaxDate)}; harmonogram możesz przeglądać.`;
}

/** `today` is the calendar day in Poland (YYYY-MM-DD). */
export function surveysState(setup: Setup, today: string): string {
  if (!setup.surveysPreviewAvailable) return SETUP_REQUIREMENTS.surveysPreviewAvailable;
  const start = formatDate(setup.surveysDateStart);
  const end = formatDate(setup.surveysDateEnd);
  if (setup.surveysAddingAvailable) return `Ankiety sprawności możesz wypełniać do ${end}.`;
  if (today < setup.surveysDateStart) {
    return `Ankiety sprawności będzie można wypełniać od ${start} do ${end}; już teraz możesz je przeglądać.`;
  }
  if (today > setup.surveysDateEnd) return `Termin ankiet sprawności minął ${end}; ankiety możesz przeglądać.`;
  return SETUP_REQUIREMENTS.surveysAddingAvailable;
}
