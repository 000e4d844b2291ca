// SPEC §9's business constants, defined once. Plain values only: pages import this module.

export const UPCOMING_AGENDA_DEFAULT_COUNT = 6;
export const SEAT_LIMIT_DEFAULT = 9_999_999;
export const REGISTRATION_START_DEFAULT = "2000-01-01T00:00:00Z";
export const REGISTRATION_END_DEFAULT = "3000-01-01T00:00:00Z";
/** Logged out, or no current season. */
export const SETUP_DEFAULT_DATE = "2030-12-31";

export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 20;
export const RELOAD_GUARD_MS = 10_000;

export const TOKEN_COOKIE = "token";
/** For a session not kept on the device ("Nie wylogowuj mnie…" unticked). */
export const SESSION_IDLE_TIMEOUT_SECONDS = 30 * 60;
export const REFRESH_TOKEN_COOKIE = "refresh_token";

export const TERMS_AGREEMENT_ID = 1;

/** 1 KB = 1024 B; the API and the web app read the same UPLOAD_MAX_KB. */
export const UPLOAD_MAX_KB_DEFAULT = 5120;

/** DOMAIN.md; fewer in a group of pupils with disabilities. */
export const MIN_PUPILS_PER_GROUP = 12;
export const MIN_PUPILS_PER_DISABILITY_GROUP = 5;
export const MAX_PUPILS_PER_GROUP = 20;
export const MAX_GROUPS_PER_CLUB = 10;

/** A class lasts 60 minutes unless the teacher says otherwise, in steps the schedule form offers. */
export const CLASS_DURATION_DEFAULT_MINUTES = 60;
export const CLASS_DURATION_MIN_MINUTES = 15;
export const CLASS_DURATION_MAX_MINUTES = 240;
export const CLASS_DURATION_STEP_MINUTES = 15;
/** Classes start within these hours (Polish wall-clock time). */
export const CLASS_EARLIEST_START = "07:00";
export const CLASS_LATEST_START = "20:00";

export const ClubEnrollmentStatus = {
  empty: -1,
  verification: 0,
  accepted: 1,
  pending: 2,
  correction: 3,
  terminated: 4,
} as const;

export type ClubEnrollmentStatus = (typeof ClubEnrollmentStatus)[keyof typeof ClubEnrollmentStatus];

export type SubmittedStatus = Exclude<ClubEnrollmentStatus, typeof ClubEnrollmentStatus.empty>;

export const CLUB_STATUS_NAMES: Record<SubmittedStatus, string> = {
  [ClubEnrollmentStatus.verification]: "weryfikacja",
  [ClubEnrollmentStatus.accepted]: "zaakceptowane",
  [ClubEnrollmentStatus.pending]: "oczekujące",
  [ClubEnrollmentStatus.correction]: "do poprawy",
  [ClubEnrollmentStatus.terminated]: "zakończone",
};

/** SPEC §4, DOMAIN.md: only with no application yet, or one sent back for correction. */
export const TEACHER_EDITABLE_CLUB_STATUSES: readonly ClubEnrollmentStatus[] = [
  ClubEnrollmentStatus.empty,
  ClubEnrollmentStatus.correction,
];

export const SCHOOL_TYPES = ["podstawowa", "ponadpodstawowa"] as const;
export const SEXES = ["K", "M"] as const;
export const CLASS_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const PE_MARKS = [1, 2, 3, 4, 5, 6] as const;

export const AGENDA_PARTS = ["plenary", "discussion", "workshop"] as const;
export type AgendaPart = (typeof AGENDA_PARTS)[number];

export const EXPERT_ROLES = ["speaker", "moderator"] as const;

export const CALENDAR_FEED_KINDS = ["classes", "agenda"] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];
