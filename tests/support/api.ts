// An API on a fresh database for one test file, with a clock the test moves,
// mail kept in memory, and small factories for the records tests need.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { and, eq, isNull } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import { type Api, createApi } from "../../server/api";
import { type AfterAnswer, createAfterAnswer } from "../../server/api/after-answer";
import { startTokenPair } from "../../server/api/sessions";
import { type ApiConfig, loadConfig } from "../../server/config";
import type { Database, DatabaseHandle } from "../../server/db/client";
import { peselColumns } from "../../server/db/pesel-search";
import {
  agendaItems,
  certificates,
  clubEnrollments,
  eventRegistrations,
  events,
  groups,
  seasonEnrollments,
  seasons,
  sessions,
  users,
} from "../../server/db/schema";
import type { SurveyColumns } from "../../server/db/surveys";
import { createMemoryMailer } from "../../server/mail/mailer";
import { createMailQueue, type MailQueue, startOutboxWorker } from "../../server/mail/outbox";
import { encryptField } from "../../server/security/encryption";
import { hashPassword } from "../../server/security/passwords";
import { checkAnswer } from "./answers";
import { createTestDatabase, type TestDriver, testDrivers } from "./db";
import { type StoreFaults, storeFaults } from "./store-faults";

// Cheap password hashes: tests create many accounts; the cost is stored per hash anyway.
process.env.PASSWORD_ARGON2_MEMORY_KIB ??= "1024";

export const TEST_API_KEY = "test-api-key";
export const TEST_PASSWORD = "Tajne#Haslo1";
/** The test API's clock at the start: Tuesday 10 March 2026, 10:00 in Poland. */
export const TEST_API_NOW = "2026-03-10T09:00:00Z";

/** This test process's data folder (the readiness probe and a password reset write to it). */
const TEST_DATA_DIR = mkdtempSync(path.join(tmpdir(), "sport-kluby-test-"));

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    ...loadConfig({
      NODE_ENV: "test",
      API_KEY: TEST_API_KEY,
      JWT_SECRET: "test-jwt-secret",
      DATA_DIR: TEST_DATA_DIR,
    }),
    ...overrides,
  };
}

export interface TestApi {
  api: Api;
  db: Database;
  handle: DatabaseHandle;
  /** Makes the database's writes fail as on a full disk, and work again. */
  store: StoreFaults;
  config: ApiConfig;
  /** E-mail the outbox's worker sent (to memory): `request` runs the worker's pass before it answers. */
  mail: ReturnType<typeof createMemoryMailer>;
  /** The outbox the API queues into, for code under test that queues itself. */
  mailQueue: MailQueue;
  /** One pass of the outbox's worker at the test's clock. */
  deliverMail(): Promise<{ sent: number; failed: number }>;
  clock: { now: Date };
  /** Work the API does after answering (e-mails); `request` waits for it, `api.request` does not. */
  afterAnswer: AfterAnswer;
  /** Sends a request; its answer must match the contract strictly (see answers.ts), else this throws. */
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** A raw body (malformed JSON and the like). */
  body?: BodyInit;
  form?: FormData;
  headers?: Record<string, string>;
  apiKey?: string | null;
}

export async function createTestApi(
  driver: TestDriver = "pglite",
  configOverrides: Partial<ApiConfig> = {},
): Promise<TestApi> {
  const store = storeFaults();
  const handle = await createTestDatabase(driver, { logger: store.logger });
  const config = testConfig(configOverrides);
  const mail = createMemoryMailer();
  const clock = { now: new Date(TEST_API_NOW) };
  // Mail that the API sends after answering has been sent by the time a test reads the answer.
  const afterAnswer = createAfterAnswer();
  // A pass of the worker is a query: `request` runs one only when something was queued while it ran. (Mail
  // is queued before its transaction commits: a pass run for another request may come too early for it.)
  let queued = 0;
  const mailQueue = createMailQueue(config.dataEncryptionKey, {
    now: () => clock.now,
    onQueued: () => queued++,
  });
  const outbox = startOutboxWorker({
    db: handle.db,
    mailer: mail,
    key: config.dataEncryptionKey,
    now: () => clock.now,
    pollMs: 0,
  });
  const deliverMail = () => outbox.deliverDue();
  const api = createApi({
    config,
    db: handle.db,
    changes: handle.changes,
    mail: mailQueue,
    now: () => clock.now,
    afterAnswer,
  });
  return {
    api,
    db: handle.db,
    handle,
    store,
    config,
    mail,
    mailQueue,
    deliverMail,
    clock,
    afterAnswer,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.apiKey !== null) headers["X-Api-Key"] = options.apiKey ?? TEST_API_KEY;
      if (options.token) headers.Authorization = `JWT ${options.token}`;
      let body: BodyInit | undefined = options.body;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers["Content-Type"] = "application/json";
      } else if (options.form) {
        body = options.form;
      }
      const queuedBefore = queued;
      const response = await api.request(path, { method, headers, body });
      await afterAnswer.settled();
      if (queued > queuedBefore) await deliverMail();
      await checkAnswer(method, path, response);
      return response;
    },
    close: () => handle.close(),
  };
}

/** `work` done with the test API's clock at `at`, set back to the time every test starts at after. */
export async function atClock<T>(test: TestApi, at: string, work: () => Promise<T>): Promise<T> {
  test.clock.now = new Date(at);
  try {
    return await work();
  } finally {
    test.clock.now = new Date(TEST_API_NOW);
  }
}

/** A test API for the enclosing suite: open before its own `beforeAll` runs, closed after its tests. */
export function openTestApi(driver: TestDriver = "pglite", configOverrides: Partial<ApiConfig> = {}): TestApi {
  const t = {} as TestApi;
  beforeAll(async () => {
    Object.assign(t, await createTestApi(driver, configOverrides));
  });
  afterAll(() => t.close?.());
  return t;
}

/** A suite run on each test database (see testDrivers), on an API of its own: `%s` in its name is the driver. */
export function describeOnEachDatabase(name: string, suite: (t: TestApi, driver: TestDriver) => void): void {
  describe.each(testDrivers())(name, (driver) => suite(openTestApi(driver), driver));
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
) {
  const { password = TEST_PASSWORD, ...rest } = values;
  const [user] = await db
    .insert(users)
    .values({
      email: `nauczyciel-${unique()}@szkola.edu.pl`,
      firstname: "Anna",
      lastname: "Nowak",
      phone: "600 700 800",
      city: "Warszawa",
      postalCode: "00-950",
      userGroups1: "Nauczyciel wychowania fizycznego",
      userGroups2: "Nauczyciel",
      agreements: [1],
      passwordHash: password === null ? null : await hashPassword(password),
      ...rest,
    })
    .returning();
  return user;
}

export async function createEvent(db: Database, values: Partial<typeof events.$inferInsert> = {}) {
  const slug = values.slug ?? `miasto-${unique()}`;
  const [event] = await db
    .insert(events)
    .values({ slug, name: `Kongres ${slug}`, city: slug, code: `KOD${unique().toUpperCase()}`, ...values })
    .returning();
  return event;
}

export async function registerToEvent(db: Database, userId: number, eventId: number) {
  await db.insert(eventRegistrations).values({ userId, eventId });
}

export async function createAgendaItem(
  db: Database,
  eventId: number,
  values: Partial<typeof agendaItems.$inferInsert> = {},
) {
  const [item] = await db
    .insert(agendaItems)
    .values({
      eventId,
      name: "Warsztaty: gry zespołowe na małej sali",
      datetimeStart: new Date("2026-04-20T08:00:00Z"),
      datetimeEnd: new Date("2026-04-20T09:30:00Z"),
      ...values,
    })
    .returning();
  return item;
}

export async function loginAs(
  test: TestApi,
  email: string,
  password = TEST_PASSWORD,
): Promise<{ token: string; refresh: string }> {
  const response = await test.request("POST", "/pl/api/auth/login/", { json: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const tokens = (await response.json()) as { token: string; refresh: string; user: { is_staff: boolean } };
  if (tokens.user.is_staff) await confirmSessionsOf(test.db, email);
  return tokens;
}

/**
 * A staff account's open sessions, confirmed as a code from its authenticator
 * would: tests of the office's calls start there, and second-factor.test.ts
 * tests the codes themselves.
 */
export async function confirmSessionsOf(db: Database, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  await db
    .update(sessions)
    .set({ secondFactorAt: new Date() })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.endedAt)));
}

/** A new teacher whose club is active in the season, logged in: the club and the access token. */
export async function logInClubTeacher(test: TestApi, seasonId: number, groupCount = 2) {
  const club = await createActiveClub(test.db, test.config, seasonId, groupCount);
  return { ...club, token: (await loginAs(test, club.user.email)).token };
}

/**
 * The current season and two new teachers whose clubs are active in it, logged in: `token` is the one a
 * test acts as (`owner`), `otherToken` another teacher's (with `otherGroups` groups), whose records are not theirs.
 */
export async function logInTwoClubTeachers(test: TestApi, otherGroups = 2) {
  const season = await createCurrentSeason(test.db);
  const owner = await logInClubTeacher(test, season.id);
  const other = await logInClubTeacher(test, season.id, otherGroups);
  return { seasonId: season.id, owner: owner.user, token: owner.token, otherToken: other.token };
}

/** A new user, logged in: the account and its access token (a staff member's with the second factor confirmed). */
export async function logInNewUser(test: TestApi, values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(test.db, values);
  return { user, token: (await loginAs(test, user.email)).token };
}

/** A new user's access token (a staff member's with the second factor confirmed). */
export async function newUserToken(test: TestApi, values: Parameters<typeof createUser>[1] = {}): Promise<string> {
  return (await logInNewUser(test, values)).token;
}

/** The suite's office account, made and logged in by its `beforeAll`; `call` sends a request with its token. */
export function officeAccount(test: TestApi, values: Parameters<typeof createUser>[1] = {}) {
  const office = {
    id: 0,
    email: "",
    token: "",
    call: (method: string, path: string, json?: unknown) => test.request(method, path, { token: office.token, json }),
  };
  beforeAll(async () => {
    const account = await createUser(test.db, { isStaff: true, ...values });
    Object.assign(office, { id: account.id, email: account.email, token: (await loginAs(test, account.email)).token });
  });
  return office;
}

/** Whom the outbox wrote to after its first `since` e-mails, sorted: it sends in no set order. */
export function recipientsSince(test: TestApi, since = 0): string[] {
  return test.mail.sent
    .slice(since)
    .map((mail) => mail.to)
    .sort();
}

/** An access token of a new session of the user, without the login's password check (many users at once). */
export async function accessTokenFor(test: TestApi, userId: number): Promise<string> {
  return (await startTokenPair(test.db, test.config, userId, test.clock.now)).access;
}

export async function giveCertificate(db: Database, userId: number) {
  await db.insert(certificates).values({ userId, number: `SK/${unique()}`, issuedAt: "2025-11-20" });
}

const TEST_SEASON = {
  name: "Sezon wiosenny 2026",
  dateStart: "2026-02-01",
  dateEnd: "2026-06-30",
  scheduleMaxDate: "2026-06-15",
  surveysDateStart: "2026-03-01",
  surveysDateEnd: "2026-03-31",
};

export async function createCurrentSeason(db: Database, values: Partial<typeof seasons.$inferInsert> = {}) {
  const [season] = await db
    .insert(seasons)
    .values({ ...TEST_SEASON, isCurrent: true, ...values })
    .returning();
  return season;
}

/** The suite's current season, made by its `beforeAll` (the test API's clock is inside its windows). */
export function currentSeasonOf(test: Pick<TestApi, "db">): { id: number } {
  const season = { id: 0 };
  beforeAll(async () => {
    season.id = (await createCurrentSeason(test.db)).id;
  });
  return season;
}

/** When the stored applications arrived: before every day the tests sign a contract on. */
export const APPLICATION_ARRIVED = new Date("2026-01-15T09:00:00Z");

/** A club application stored directly, with the given status. */
export async function createClubEnrollment(
  db: Database,
  config: ApiConfig,
  userId: number,
  status: ClubEnrollmentStatus,
  { pesel = "02070803628" }: { pesel?: string } = {},
) {
  const [row] = await db
    .insert(clubEnrollments)
    .values({
      userId,
      status,
      schoolVoivodeship: "mazowieckie",
      schoolName: "Szkoła Podstawowa nr 12",
      schoolAddress: "ul. Szkolna",
      schoolBuildingNumber: "5",
      schoolPostalCode: "00-950",
      schoolCity: "Warszawa",
      userFirstName: "Anna",
      userLastName: "Nowak",
      ...peselColumns(pesel, config.dataEncryptionKey),
      userEmail: "anna@szkola.edu.pl",
      userPhone: "600 700 800",
      userPostalCode: "00-950",
      userPost: "Warszawa",
      userCity: "Warszawa",
      userAddress: "ul. Długa",
      userBuildingNumber: "1",
      userVoivodeship: "mazowieckie",
      userDistrict: "Warszawa",
      userCommune: "Warszawa",
      userNfzDepartment: "Mazowiecki Oddział Wojewódzki NFZ",
      userTaxOfficeName: "Urząd Skarbowy Warszawa-Śródmieście",
      userBankAccountEncrypted: encryptField("61109010140000071219812874", config.dataEncryptionKey),
      userEmploymentForm: "umowa o pracę",
      userContractPeriod: "na czas nieokreślony",
      userRemuneration: "co najmniej minimalne wynagrodzenie",
      termsAccepted: true,
      gdprAccepted: true,
      consentsCollectAuthorizationDeclaration: true,
      childrensConsentsCommitmentObtained: true,
      registryOfSexualOffendersAbsence: true,
      dataTruthfulnessDeclaration: true,
      absenceInKrkDeclaration: true,
      firstSubmittedAt: APPLICATION_ARRIVED,
      submittedAt: APPLICATION_ARRIVED,
    })
    .returning();
  return row;
}

/** A teacher whose club is accepted and enrolled for the season with `groupCount` groups. */
export async function createActiveClub(db: Database, config: ApiConfig, seasonId: number, groupCount = 2) {
  const user = await createUser(db);
  await giveCertificate(db, user.id);
  await createClubEnrollment(db, config, user.id, ClubEnrollmentStatus.accepted);
  const [enrollment] = await db.insert(seasonEnrollments).values({ userId: user.id, seasonId }).returning();
  const created = await db
    .insert(groups)
    .values(
      Array.from({ length: groupCount }, (_, index) => ({
        seasonEnrollmentId: enrollment.id,
        userId: user.id,
        groupNumber: index + 1,
        defaultClassesPlace: "Sala gimnastyczna",
      })),
    )
    .returning();
  return { user, groups: created };
}

/** Asserts and reads a JSON answer; `any` so tests can index into it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function expectJson(response: Response, status: number): Promise<any> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return text === "" ? null : JSON.parse(text);
}

/** A class of group 1 as a client sends it to POST /pl/api/awf/schedule/. */
export const SCHEDULE_ITEM_BODY = {
  group: 1,
  datetime: "2026-03-12T14:30",
  place: "Sala gimnastyczna",
  topic: "Gry i zabawy z piłką",
  girls_count: 8,
  boys_count: 7,
};

/** A pupil's survey of group 1, every result measured, as a client sends it to POST /pl/api/awf/survey/. */
export const SURVEY_BODY = {
  group: 1,
  first_name: "Zofia",
  last_name: "Kamińska",
  sex: "K",
  birthdate: "2015-05-04",
  examination_date: "2026-03-09",
  school_type: "podstawowa",
  class_number: 5,
  guardian_consent: true,
  pe_participation: true,
  pe_evaluation: 5,
  body_weight: 38.5,
  body_height: 146,
  waist: 61,
  beep_test: 34,
  run: 21.35,
  stick_overhang: 12.4,
  plank: 75,
  has_disability_certificate: false,
  type_of_disability: "",
};

/** A pupil's survey as stored, no result measured; the disability note, encrypted, is the test's own. */
export const SURVEY_COLUMNS: Omit<SurveyColumns, "disabilityEncrypted"> = {
  firstName: "Zofia",
  lastName: "Kamińska",
  sex: "K",
  birthdate: "2015-05-04",
  examinationDate: "2026-03-01",
  schoolType: "podstawowa",
  classNumber: 5,
  guardianConsent: true,
  peParticipation: true,
};

/** A teacher's profile as a client sends it to PUT /pl/api/account/ (the phone and postal code not yet normalised). */
export const PROFILE_BODY = {
  firstname: "Katarzyna",
  lastname: "Zielińska-Wójcik",
  phone: "700-800-900",
  city: "Łódź",
  postal_code: "90001",
  user_groups1: "Nauczyciel wychowania fizycznego",
  user_groups2: "Dyrektor szkoły",
  user_agreements: [1, 2],
};

/** A season that is not the current one, as the office sends it to POST /pl/api/staff/seasons/. */
export const SEASON_BODY = {
  name: "Sezon 2030/2031",
  date_start: "2030-09-01",
  date_end: "2031-06-27",
  schedule_max_date: "2031-06-13",
  surveys_date_start: "2030-09-15",
  surveys_date_end: "2030-10-15",
};

/** A season body of the school year starting in September of `year`. */
export function seasonBodyInYear(year: number, name = `Sezon ${year}/${year + 1}`) {
  return {
    name,
    date_start: `${year}-09-01`,
    date_end: `${year + 1}-06-27`,
    schedule_max_date: `${year + 1}-06-13`,
    surveys_date_start: `${year}-09-15`,
    surveys_date_end: `${year}-10-15`,
  };
}

let seasonYear = 2100;
/** A season body of a school year no other season has: seasons never overlap (migration 0019). */
export function seasonBodyOfItsOwn(name = `Sezon ${unique()}`) {
  return seasonBodyInYear(seasonYear++, name);
}

/** A workshop with two seats, as the office sends it to POST /pl/api/staff/events/:id/agenda-items/. */
export const WORKSHOP_BODY = {
  name: "Warsztaty: zabawy ruchowe w małej sali",
  part: "workshop",
  place: "Sala B",
  description: "Ćwiczenia dla klas 1–3.",
  datetime_start: "2026-05-14T10:00",
  datetime_end: "2026-05-14T11:30",
  sign_up_limit: 2,
  sign_up_enabled: true,
  sign_up_datetime_start: "2026-04-01T08:00",
  sign_up_datetime_end: "2026-05-13T20:00",
};
