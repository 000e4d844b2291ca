// What a teacher may do now (DESIGN §6), from facts read from the database.
import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import { SETUP_DEFAULT_DATE } from "../../app/lib/contract/constants";
import type { Setup } from "../../app/lib/contract/setup";
import { isDateWithin } from "./calendar";

export interface SetupFacts {
  today: string;
  hasCertificate: boolean;
  clubEnrollmentStatus: ClubEnrollmentStatus;
  agreementDateSigned: string | null;
  currentSeason: { scheduleMaxDate: string; surveysDateStart: string; surveysDateEnd: string } | null;
  isEnrolledInCurrentSeason: boolean;
}

export function computeSetup(facts: SetupFacts): Setup {
  const season = facts.currentSeason;
  const hasCurrentSeasonEnrollment = season !== null && facts.isEnrolledInCurrentSeason;
  const clubAccepted = facts.clubEnrollmentStatus === ClubEnrollmentStatus.accepted;
  const previewAvailable = clubAccepted && hasCurrentSeasonEnrollment;
  const scheduleMaxDate = season?.scheduleMaxDate ?? SETUP_DEFAULT_DATE;
  const surveysDateStart = season?.surveysDateStart ?? SETUP_DEFAULT_DATE;
  const surveysDateEnd = season?.surveysDateEnd ?? SETUP_DEFAULT_DATE;
  return {
    agreementDateSigned: facts.agreementDateSigned,
    hasCertificate: facts.hasCertificate,
    hasClubEnrollment: facts.clubEnrollmentStatus !== ClubEnrollmentStatus.empty,
    hasCurrentSeasonEnrollment,
    schedulePreviewAvailable: previewAvailable,
    scheduleAddingAvailable: previewAvailable && facts.today <= scheduleMaxDate,
    scheduleMaxDate,
    surveysDateStart,
    surveysDateEnd,
    surveysPreviewAvailable: previewAvailable,
    surveysAddingAvailable: previewAvailable && isDateWithin(facts.today, surveysDateStart, surveysDateEnd),
  };
}
