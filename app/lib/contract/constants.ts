// The business constants of SPEC §9 that more than one side of the platform
// needs, each defined once. Plain values only: pages import this module.

/** Upcoming agenda items listed when the caller gives no count. */
export const UPCOMING_AGENDA_DEFAULT_COUNT = 6;
/** An agenda item without a seat limit counts as having this many seats. */
export const SEAT_LIMIT_DEFAULT = 9_999_999;
/** An absent sign-up start counts as this: registration has long started. */
export const REGISTRATION_START_DEFAULT = "2000-01-01T00:00:00Z";
/** An absent sign-up end counts as this: registration never ends. */
export const REGISTRATION_END_DEFAULT = "3000-01-01T00:00:00Z";
/** Dates of the setup record when nothing is known (logged out, no current season). */
export const SETUP_DEFAULT_DATE = "2030-12-31";

/** Toasts: each stays this long (an error stays while hovered), at most this many at once. */
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 20;
/** A reload for a new version is not repeated within this time. */
export const RELOAD_GUARD_MS = 10_000;

/** The session cookies. */
export const TOKEN_COOKIE = "token";
/** A session not kept on the device ("Nie wylogowuj mnie…" unticked) ends after this long without activity. */
export const SESSION_IDLE_TIMEOUT_SECONDS = 30 * 60;
export const REFRESH_TOKEN_COOKIE = "refresh_token";

/** Agreement 1: the platform's terms, which every account must accept. */
export const TERMS_AGREEMENT_ID = 1;

/**
 * The largest upload (the principal's consent) in KB, 1 KB = 1024 B, unless
 * UPLOAD_MAX_KB says otherwise: the API and the web app read the same variable
 * with this default, so the form states the limit the API enforces.
 */
export const UPLOAD_MAX_KB_DEFAULT = 5120;

/** Sizes of a Sport Klub (DOMAIN.md): pupils a group declares, fewer in a group of pupils with disabilities. */
export const MIN_PUPILS_PER_GROUP = 12;
export const MIN_PUPILS_PER_DISABILITY_GROUP = 5;
export const MAX_PUPILS_PER_GROUP = 20;
export const MAX_GROUPS_PER_CLUB = 10;

/**
 * A class of the schedule: one lesson hour of after-school sport, starting
 * within these hours (Polish wall-clock time). Pupil-hours and the calendar
 * feed's end times count each class as this long.
 */
export const CLASS_DURATION_MINUTES = 60;
export const CLASS_EARLIEST_START = "07:00";
export const CLASS_LATEST_START = "20:00";

/** SPEC §4: the club enrolment status, as the API stores and sends it. */
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

/** Each sent application's status by its Polish name, as teachers, the office and its exports read it. */
export const CLUB_STATUS_NAMES: Record<SubmittedStatus, string> = {
  [ClubEnrollmentStatus.verification]: "weryfikacja",
  [ClubEnrollmentStatus.accepted]: "zaakceptowane",
  [ClubEnrollmentStatus.pending]: "oczekujące",
  [ClubEnrollmentStatus.correction]: "do poprawy",
  [ClubEnrollmentStatus.terminated]: "zakończone",
};

/** SPEC §4 and DOMAIN.md: a teacher edits an application only while there is none, or staff sent it back for correction. */
export const TEACHER_EDITABLE_CLUB_STATUSES: readonly ClubEnrollmentStatus[] = [
  ClubEnrollmentStatus.empty,
  ClubEnrollmentStatus.correction,
];

/** The pupil fitness survey's choices (SPEC §3). */
export const SCHOOL_TYPES = ["podstawowa", "ponadpodstawowa"] as const;
export const SEXES = ["K", "M"] as const;
/** Classes of a Polish school: 1–8 in a primary school, fewer in a secondary one. */
export const CLASS_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** School marks in PE, 1 (niedostateczny) to 6 (celujący). */
export const PE_MARKS = [1, 2, 3, 4, 5, 6] as const;

/** The congress's parts (DOMAIN.md): plenary blocks, debates with experts, practical workshops. */
export const AGENDA_PARTS = ["plenary", "discussion", "workshop"] as const;
export type AgendaPart = (typeof AGENDA_PARTS)[number];

/** What an expert does in an agenda item. */
export const EXPERT_ROLES = ["speaker", "moderator"] as const;

/** What a teacher's calendar feed lists: their classes, or the congress items they joined. */
export const CALENDAR_FEED_KINDS = ["classes", "agenda"] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];
