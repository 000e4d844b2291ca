// The platform's tables. One source of truth: migrations are generated from
// this file with `npx drizzle-kit generate` and committed.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import {
  AGENDA_PARTS,
  CALENDAR_FEED_KINDS,
  CLASS_DURATION_DEFAULT_MINUTES,
  EXPERT_ROLES,
} from "../../app/lib/contract/constants";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// Accounts -----------------------------------------------------------------

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-case, so the unique index is case-insensitive in effect. */
    email: text("email").notNull(),
    /** scrypt hash; null for an account created by registration until the teacher sets a password. */
    passwordHash: text("password_hash"),
    isStaff: boolean("is_staff").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    phone: text("phone").notNull().default(""),
    city: text("city").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    /** Training level (e.g. PE teacher, early-school teacher). */
    userGroups1: text("user_groups1").notNull().default(""),
    /** Position at school. */
    userGroups2: text("user_groups2").notNull().default(""),
    /** Ids of the agreements the user accepted (1 = terms of the platform). */
    agreements: integer("agreements")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Date staff recorded the signed Sport Klub contract. */
    agreementDateSigned: date("agreement_date_signed", { mode: "string" }),
    /** The kinds of reminder (REMINDER_KINDS) the person turned off in the profile or by an e-mail's unsubscribe link. */
    remindersOff: text("reminders_off")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

export const passwordTokenPurposes = ["reset", "generate"] as const;
export type PasswordTokenPurpose = (typeof passwordTokenPurposes)[number];

export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", { enum: passwordTokenPurposes }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("password_tokens_hash_key").on(table.tokenHash),
    index("password_tokens_user_idx").on(table.userId),
  ],
);

/** One row per issued refresh token, so a used one cannot be replayed (rotation). */
/**
 * One login of a teacher. Every token of it carries its id (the `sid`
 * claim) and is good only while it lasts: logging out, a password change
 * or reset, or a refresh token used twice ends it for good.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** When the session's owner confirmed it with a second factor (staff, issue 15 item 9); null until then. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    /** A session not kept on the device ends after this many seconds without a call; null: kept until it expires. */
    idleTimeoutSeconds: integer("idle_timeout_seconds"),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * A staff account's authenticator (TOTP, RFC 6238): the secret being set up
 * until a first code confirms it, then the secret in use and the last time
 * step a code was accepted for, so that no code works twice.
 */
export const secondFactors = pgTable("second_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** AES-256-GCM ciphertext of the Base32 secret, once confirmed. */
  secretEncrypted: text("secret_encrypted"),
  /** The secret shown for setting up, not confirmed yet. */
  pendingSecretEncrypted: text("pending_secret_encrypted"),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastTimeStep: integer("last_time_step").notNull().default(0),
  updatedAt: updatedAt(),
});

/** One-use codes for when the phone is lost: only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("recovery_codes_user_hash_key").on(table.userId, table.codeHash)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    jti: uuid("jti").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null only for tokens issued before sessions existed, which no longer refresh. */
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When it was exchanged for a new pair: from then on it is spent, and showing it again ends its session. */
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    /** Password change or reset: never usable again. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("refresh_tokens_user_idx").on(table.userId)],
);

/** Fixed-window counters (login attempts per IP and per account). */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/**
 * Answers to creating requests by the key their form carried (Idempotency-Key):
 * a form sent twice creates one record, and the second send gets the first answer.
 * A row with status 0 is a request still in progress.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body the key was first sent with: another request under it is refused. */
    fingerprint: text("fingerprint").notNull().default(""),
    status: smallint("status").notNull().default(0),
    body: text("body").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("idempotent_requests_user_key_idx").on(table.userId, table.key)],
);

// Congress -----------------------------------------------------------------

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    /** The city, as it appears in paths: /warszawa/pl/api/... */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    /** Registration code teachers receive to sign up for this event. */
    code: text("code").notNull(),
    dateStart: date("date_start", { mode: "string" }),
    dateEnd: date("date_end", { mode: "string" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("events_slug_key").on(table.slug), uniqueIndex("events_code_key").on(table.code)],
);

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("event_registrations_user_event_key").on(table.userId, table.eventId),
    index("event_registrations_event_idx").on(table.eventId),
  ],
);

export const agendaItems = pgTable(
  "agenda_items",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    datetimeStart: timestamp("datetime_start", { withTimezone: true }).notNull(),
    datetimeEnd: timestamp("datetime_end", { withTimezone: true }).notNull(),
    /** Which part of the congress the item belongs to (DOMAIN.md: plenary blocks, debates, workshops). */
    part: text("part", { enum: AGENDA_PARTS }).notNull().default("plenary"),
    /** The room or place, as the programme names it. */
    place: text("place").notNull().default(""),
    /** What the item is about, in paragraphs; an item with a description has its own page. */
    description: text("description").notNull().default(""),
    /** Null: no limit (SPEC §9 counts it as 9999999). */
    signUpLimit: integer("sign_up_limit"),
    signUpEnabled: boolean("sign_up_enabled").notNull().default(true),
    signUpDatetimeStart: timestamp("sign_up_datetime_start", { withTimezone: true }),
    signUpDatetimeEnd: timestamp("sign_up_datetime_end", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("agenda_items_event_start_idx").on(table.eventId, table.datetimeStart)],
);

export const agendaSignUps = pgTable(
  "agenda_sign_ups",
  {
    id: serial("id").primaryKey(),
    agendaItemId: integer("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set when the seat came from the waiting list: the teacher is told on /konto. */
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("agenda_sign_ups_item_user_key").on(table.agendaItemId, table.userId),
    index("agenda_sign_ups_user_idx").on(table.userId),
  ],
);

/**
 * Teachers waiting for a seat on a full item, in order of arrival (the serial
 * id). When a seat frees, the first in line moves onto the item in the same
 * transaction (server/db/agenda.ts).
 */
export const agendaWaitingList = pgTable(
  "agenda_waiting_list",
  {
    id: serial("id").primaryKey(),
    agendaItemId: integer("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("agenda_waiting_list_item_user_key").on(table.agendaItemId, table.userId),
    index("agenda_waiting_list_user_idx").on(table.userId),
  ],
);

/** The congress's experts: speakers and moderators of agenda items. */
export const experts = pgTable(
  "experts",
  {
    id: serial("id").primaryKey(),
    /** In addresses and anchors: /eksperci#anna-kowalska. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** Degree and affiliation: "dr hab., prof. AWF Warszawa". */
    title: text("title").notNull().default(""),
    bio: text("bio").notNull().default(""),
    /** A picture under /media, or null: the page then shows the initials. */
    photo: text("photo"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("experts_slug_key").on(table.slug)],
);

export const agendaItemExperts = pgTable(
  "agenda_item_experts",
  {
    agendaItemId: integer("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    expertId: integer("expert_id")
      .notNull()
      .references(() => experts.id, { onDelete: "cascade" }),
    role: text("role", { enum: EXPERT_ROLES }).notNull().default("speaker"),
  },
  (table) => [
    primaryKey({ columns: [table.agendaItemId, table.expertId] }),
    index("agenda_item_experts_expert_idx").on(table.expertId),
  ],
);

/** Training certificate: only a certified teacher may run a Sport Klub. */
export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
    number: text("number").notNull(),
    issuedAt: date("issued_at", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("certificates_user_idx").on(table.userId), uniqueIndex("certificates_number_key").on(table.number)],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("newsletter_subscriptions_user_key").on(table.userId)],
);

// Files --------------------------------------------------------------------

export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("uploaded_files_owner_idx").on(table.ownerId)],
);

// Sport Kluby --------------------------------------------------------------

export const clubEnrollments = pgTable(
  "club_enrollments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SPEC §4: verification 0, accepted 1, pending 2, correction 3, terminated 4 (empty -1 = no row). */
    status: smallint("status").notNull(),
    /** The office's latest note for the teacher, e.g. what to correct; every one is kept in club_application_decisions. */
    staffNote: text("staff_note").notNull().default(""),
    schoolVoivodeship: text("school_voivodeship").notNull(),
    schoolName: text("school_name").notNull(),
    schoolAddress: text("school_address").notNull(),
    schoolBuildingNumber: text("school_building_number").notNull(),
    schoolPostalCode: text("school_postal_code").notNull(),
    schoolCity: text("school_city").notNull(),
    userFirstName: text("user_first_name").notNull(),
    userSecondName: text("user_second_name").notNull().default(""),
    userLastName: text("user_last_name").notNull(),
    userFamilyName: text("user_family_name").notNull().default(""),
    /** AES-256-GCM ciphertext (server/security/encryption.ts). */
    userPeselEncrypted: text("user_pesel_encrypted").notNull(),
    /**
     * Keyed hashes of the PESEL's last 4 and 5 digits and of the whole, for the office's search
     * (server/security/pesel-search.ts); null until the first start after migration 0022 fills them.
     */
    peselTail4Hmac: text("pesel_tail4_hmac"),
    peselTail5Hmac: text("pesel_tail5_hmac"),
    peselHmac: text("pesel_hmac"),
    userEmail: text("user_email").notNull(),
    userPhone: text("user_phone").notNull(),
    userPostalCode: text("user_postal_code").notNull(),
    userPost: text("user_post").notNull(),
    userCity: text("user_city").notNull(),
    userAddress: text("user_address").notNull(),
    userBuildingNumber: text("user_building_number").notNull(),
    userApartmentNumber: text("user_apartment_number").notNull().default(""),
    userVoivodeship: text("user_voivodeship").notNull(),
    userDistrict: text("user_district").notNull(),
    userCommune: text("user_commune").notNull(),
    userNfzDepartment: text("user_nfz_department").notNull(),
    userTaxOfficeName: text("user_tax_office_name").notNull(),
    /** AES-256-GCM ciphertext of the 26 digits. */
    userBankAccountEncrypted: text("user_bank_account_encrypted").notNull(),
    userEmploymentForm: text("user_employment_form").notNull(),
    userContractPeriod: text("user_contract_period").notNull(),
    userLimitedPeriodEndDate: date("user_limited_period_end_date", { mode: "string" }),
    userRemuneration: text("user_remuneration").notNull(),
    termsAccepted: boolean("terms_accepted").notNull(),
    gdprAccepted: boolean("gdpr_accepted").notNull(),
    consentsCollectAuthorizationDeclaration: boolean("consents_collect_authorization_declaration").notNull(),
    childrensConsentsCommitmentObtained: boolean("childrens_consents_commitment_obtained").notNull(),
    registryOfSexualOffendersAbsence: boolean("registry_of_sexual_offenders_absence").notNull(),
    dataTruthfulnessDeclaration: boolean("data_truthfulness_declaration").notNull(),
    absenceInKrkDeclaration: boolean("absence_in_krk_declaration").notNull(),
    schoolsPrincipalConsentFileId: uuid("schools_principal_consent_file_id").references(() => uploadedFiles.id, {
      onDelete: "set null",
    }),
    /**
     * The application's place in the order of arrival (DOMAIN.md: places are granted in that order): a
     * number the database's sequence stamps when the application is first sent, kept through corrections.
     * A refused insert may leave a number unused, so numbers can skip.
     */
    arrival: bigserial("arrival", { mode: "number" }).notNull(),
    /** When the teacher last sent it: the first time, or the latest correction. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the teacher first sent it; a correction leaves it as it was. */
    firstSubmittedAt: timestamp("first_submitted_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("club_enrollments_user_key").on(table.userId),
    uniqueIndex("club_enrollments_arrival_key").on(table.arrival),
    index("club_enrollments_status_idx").on(table.status, table.arrival),
    index("club_enrollments_pesel_tail4_hmac_idx").on(table.peselTail4Hmac),
    index("club_enrollments_pesel_tail5_hmac_idx").on(table.peselTail5Hmac),
    index("club_enrollments_pesel_hmac_idx").on(table.peselHmac),
  ],
);

/** The office's decisions on an application in order, each with its note (staff_note is the latest). */
export const clubApplicationDecisions = pgTable(
  "club_application_decisions",
  {
    id: serial("id").primaryKey(),
    clubEnrollmentId: integer("club_enrollment_id")
      .notNull()
      .references(() => clubEnrollments.id, { onDelete: "cascade" }),
    /** Null for the server's console, or once the staff account is gone. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** How the author was known: an e-mail or "console" (as in the audit log). */
    authorLabel: text("author_label").notNull(),
    /** The status decided (SPEC §4). */
    status: smallint("status").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("club_application_decisions_enrollment_idx").on(table.clubEnrollmentId, table.id)],
);

export const seasons = pgTable(
  "seasons",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    dateStart: date("date_start", { mode: "string" }).notNull(),
    dateEnd: date("date_end", { mode: "string" }).notNull(),
    /** Last day a class may be added to the schedule. */
    scheduleMaxDate: date("schedule_max_date", { mode: "string" }).notNull(),
    surveysDateStart: date("surveys_date_start", { mode: "string" }).notNull(),
    surveysDateEnd: date("surveys_date_end", { mode: "string" }).notNull(),
    isCurrent: boolean("is_current").notNull().default(false),
    createdAt: createdAt(),
  },
  // At most one current season; names unique whatever their case. Migration 0019 also keeps seasons from overlapping.
  (table) => [
    uniqueIndex("seasons_one_current_key")
      .on(table.isCurrent)
      .where(sql`${table.isCurrent}`),
    uniqueIndex("seasons_name_key").on(sql`lower(btrim(${table.name}))`),
  ],
);

export const seasonEnrollments = pgTable(
  "season_enrollments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("season_enrollments_user_season_key").on(table.userId, table.seasonId)],
);

export const groups = pgTable(
  "groups",
  {
    id: serial("id").primaryKey(),
    seasonEnrollmentId: integer("season_enrollment_id")
      .notNull()
      .references(() => seasonEnrollments.id, { onDelete: "cascade" }),
    /** Denormalised owner, so every ownership check is one indexed lookup. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    groupNumber: integer("group_number").notNull(),
    defaultClassesPlace: text("default_classes_place").notNull().default(""),
    girlsCount: integer("girls_count").notNull().default(0),
    boysCount: integer("boys_count").notNull().default(0),
    /** A group of pupils with disabilities, which may have as few as 5 pupils (DOMAIN.md). */
    disabilityGroup: boolean("disability_group").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("groups_enrollment_number_key").on(table.seasonEnrollmentId, table.groupNumber),
    index("groups_user_idx").on(table.userId),
  ],
);

export const scheduleItemStatuses = ["planned", "cancelled"] as const;
export type ScheduleItemStatus = (typeof scheduleItemStatuses)[number];

export const scheduleItems = pgTable(
  "schedule_items",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    /** Wall-clock time in Poland ("2025-03-10T14:30"), as the teacher entered it. */
    datetime: timestamp("datetime", { mode: "string" }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(CLASS_DURATION_DEFAULT_MINUTES),
    place: text("place").notNull(),
    topic: text("topic").notNull(),
    girlsCount: integer("girls_count").notNull(),
    boysCount: integer("boys_count").notNull(),
    status: text("status", { enum: scheduleItemStatuses }).notNull().default("planned"),
    cancellationReason: text("cancellation_reason").notNull().default(""),
    /** Raised by every change: calendar apps take an event's update only with a higher SEQUENCE (RFC 5545). */
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("schedule_items_group_datetime_idx").on(table.groupId, table.datetime)],
);

/**
 * A teacher's calendar feed: its secret address is found by the token's
 * SHA-256 and shown again from the encrypted token; a new one replaces it.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the feed lists: the teacher's classes, or the congress items they joined. */
    kind: text("kind", { enum: CALENDAR_FEED_KINDS }).notNull().default("classes"),
    tokenHash: text("token_hash").notNull(),
    tokenEncrypted: text("token_encrypted").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("calendar_feeds_user_kind_key").on(table.userId, table.kind),
    uniqueIndex("calendar_feeds_token_hash_key").on(table.tokenHash),
  ],
);

export const surveys = pgTable(
  "surveys",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    /** Assigned by the server: 1, 2, 3 … within the group. */
    ordinalNumber: integer("ordinal_number").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    sex: text("sex", { enum: ["K", "M"] }).notNull(),
    birthdate: date("birthdate", { mode: "string" }).notNull(),
    examinationDate: date("examination_date", { mode: "string" }).notNull(),
    schoolType: text("school_type").notNull(),
    classNumber: integer("class_number").notNull(),
    guardianConsent: boolean("guardian_consent").notNull(),
    peParticipation: boolean("pe_participation").notNull(),
    /** School PE grade 1–6; null when not graded. */
    peEvaluation: integer("pe_evaluation"),
    // Measurements: null means omitted (absent, injured, exempt), never 0.
    bodyWeight: doublePrecision("body_weight"),
    bodyHeight: doublePrecision("body_height"),
    waist: doublePrecision("waist"),
    beepTest: integer("beep_test"),
    run: doublePrecision("run"),
    stickOverhang: doublePrecision("stick_overhang"),
    plank: integer("plank"),
    /**
     * Special-category data (GDPR art. 9): whether the pupil has a disability
     * certificate and its type, as AES-256-GCM ciphertext of their JSON
     * (server/db/survey-disability.ts), so that not even the fact leaks.
     */
    disabilityEncrypted: text("disability_encrypted").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("surveys_group_ordinal_key").on(table.groupId, table.ordinalNumber)],
);

/**
 * WHO 2007 growth reference for 5–19 years (server/domain/who2007/, loaded by
 * migration 0013): L, M and S by indicator, sex and completed month, so the
 * office's figures compute BMI-for-age in SQL as server/domain/growth.ts does.
 */
export const whoGrowthReference = pgTable(
  "who_growth_reference",
  {
    indicator: text("indicator", { enum: ["bmi-for-age", "height-for-age", "weight-for-age"] }).notNull(),
    /** As the surveys say it: "K" girls, "M" boys. */
    sex: text("sex", { enum: ["K", "M"] }).notNull(),
    ageMonths: smallint("age_months").notNull(),
    l: doublePrecision("l").notNull(),
    m: doublePrecision("m").notNull(),
    s: doublePrecision("s").notNull(),
  },
  (table) => [primaryKey({ columns: [table.indicator, table.sex, table.ageMonths] })],
);

/**
 * The office's fitness figures of a season (programme and voivodeships) as
 * last computed, with the stamp of the surveys and clubs they were computed
 * from (server/db/fitness-figures.ts): served while the stamp is still the
 * data's, recomputed as soon as it is not. No pupil is named in them.
 */
export const fitnessFiguresSnapshots = pgTable("fitness_figures_snapshots", {
  seasonId: integer("season_id")
    .primaryKey()
    .references(() => seasons.id, { onDelete: "cascade" }),
  stamp: text("stamp").notNull(),
  figures: jsonb("figures").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
});

// Audit ----------------------------------------------------------------------

/**
 * Who did what to whose data: reads of a child's survey by anyone but its
 * teacher, and (the staff panel) every staff write with its before and after.
 * Rows are only ever inserted: no query function updates or deletes them.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** Null for the server's own console (`npm run admin`), which has no account. */
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** How the actor was known when the account is gone, or for the console: an e-mail or "console". */
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    /** Why the data was opened, when the reader had to say. */
    reason: text("reason").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_subject_idx").on(table.subjectType, table.subjectId),
    index("audit_log_created_idx").on(table.createdAt),
  ],
);

// Training videos -------------------------------------------------------------

/**
 * Where a teacher stopped in each training video (issue 14): the page resumes
 * there, and /szkolenia marks a video watched once 90 % of it was seen.
 */
export const videoProgress = pgTable(
  "video_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The training's slug (its content lives in the app: app/content/szkolenia). */
    video: text("video").notNull(),
    positionSeconds: doublePrecision("position_seconds").notNull(),
    durationSeconds: doublePrecision("duration_seconds").notNull(),
    /** Reached 90 % once: stays true when the teacher watches it again from the start. */
    watched: boolean("watched").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.video] })],
);

// Mail ---------------------------------------------------------------------

/**
 * E-mail waiting to be sent (issue 17): a message is written here in the
 * transaction of the change that causes it, and a worker sends it, with
 * retries, once that has committed. A sent message is deleted; one that could
 * not be sent after every retry stays, marked failed, for an operator.
 */
/**
 * Each reminder a person was sent, once per kind and deadline: the unique key
 * is what makes two instances running the reminder job at once send it once.
 */
export const remindersSent = pgTable(
  "reminders_sent",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What the deadline was ("season:3:2026-12-15", "agenda-item:7:2026-05-16T07:00:00.000Z"): moved, it is a new one. */
    deadline: text("deadline").notNull(),
    sentAt: createdAt(),
  },
  (table) => [uniqueIndex("reminders_sent_key").on(table.userId, table.kind, table.deadline)],
);

export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    /** The subject, text and HTML, encrypted with DATA_ENCRYPTION_KEY: they may hold a password link. */
    content: text("content").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When a worker may next try it; while one is sending it, the end of that worker's lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Set when the retries ran out (`npm run admin -- mail-retry` queues it again). */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_mails_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.failedAt} IS NULL`),
  ],
);
