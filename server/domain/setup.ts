// What a teacher may do now (DESIGN §6), from facts read from the database.
import { ClubEnrollmentStatus } from "./club-enrollment";
import { isDateWithin } from "./calendar";

/** Dates shown when nothing is known (logged out, no current season). */
export const SETUP_DEFAULT_DATE = "2030-12-31";

export interface SetupFacts {
  today: string;
  hasCertificate: boolean;
  clubEnrollmentStatus: ClubEnrollmentStatus;
  agreementDateSigned: string | null;
  currentSeason: { scheduleMaxDate: string; surveysDateStart: string; surveysDateEnd: string } | null;
  isEnrolledInCurrentSeason: boolean;
}

export interface Setup {
  agreementDateSigned: string | null;
  hasCertificate: boolean;
  hasClubEnrollment: boolean;
  hasCurrentSeasonEnrollment: boolean;
  schedulePreviewAvailable: boolean;
  scheduleAddingAvailable: boolean;
  scheduleMaxDate: string;
  surveysDateStart: string;
  surveysDateEnd: string;
  surveysPreviewAvailable: boolean;
  surveysAddingAvailable: boolean;
}

export const DEFAULT_SETUP: Setup = {
  agreementDateSigned: null,
  hasCertificate: false,
  hasClubEnrollment: false,
  hasCurrentSeasonEnrollment: false,
  schedulePreviewAvailable: false,
  scheduleAddingAvailable: false,
  scheduleMaxDate: SETUP_DEFAULT_DATE,
  surveysDateStart: SETUP_DEFAULT_DATE,
  surveysDateEnd: SETUP_DEFAULT_DATE,
  surveysPreviewAvailable: false,
  surveysAddingAvailable: false,
};

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
