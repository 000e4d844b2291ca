/** The teacher as the BFF shows them (SPEC §3 "User profile", camelCased from the API). */
export interface Profile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  city: string | null;
  postalCode: string | null;
  userGroups1: string | null;
  userGroups2: string | null;
  userAgreements: number[];
  registeredEvents: { slug: string; name: string; city: string }[];
}

/** SPEC §3 setup record: what the teacher may do now (DESIGN §6). */
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

/** SPEC §4: logged out, or when the setup call fails, every flag is off and the dates are 2030-12-31. */
export const DEFAULT_SETUP_DATE = "2030-12-31";
export const DEFAULT_SETUP: Setup = {
  agreementDateSigned: null,
  hasCertificate: false,
  hasClubEnrollment: false,
  hasCurrentSeasonEnrollment: false,
  schedulePreviewAvailable: false,
  scheduleAddingAvailable: false,
  scheduleMaxDate: DEFAULT_SETUP_DATE,
  surveysDateStart: DEFAULT_SETUP_DATE,
  surveysDateEnd: DEFAULT_SETUP_DATE,
  surveysPreviewAvailable: false,
  surveysAddingAvailable: false,
};

/** Which setup flag opens which feature, and what a teacher is told while it is closed. */
export const SETUP_REQUIREMENTS = {
  schedulePreviewAvailable: "Harmonogram będzie dostępny, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
  scheduleAddingAvailable: "Dodawanie zajęć jest zamknięte: minął termin planowania zajęć w tym sezonie.",
  surveysPreviewAvailable: "Ankiety będą dostępne, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
  surveysAddingAvailable: "Dodawanie ankiet jest możliwe tylko w terminie badań sprawności.",
  hasCertificate: "Ta funkcja wymaga certyfikatu ukończenia szkolenia.",
} as const satisfies Partial<Record<keyof Setup, string>>;
