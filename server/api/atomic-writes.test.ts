// A request's writes are stored all together or not at all (issue 35 item 4),
// for every call of the contract that may change something: each of its
// writes in turn fails as on a full disk, and each time the answer is 503
// with the Polish "could not save" message and the database is exactly as it
// was. Then the call goes through. Work the API does after answering (a
// registration's or a reset's e-mail) is not part of the request.
import { eq } from "drizzle-orm";
import { generate } from "otplib";

import { OPERATIONS } from "../../app/lib/contract";
import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import {
  createActiveClub,
  createAgendaItem,
  createClubEnrollment,
  createCurrentSeason,
  createEvent,
  createTestApi,
  createUser,
  expectJson,
  giveCertificate,
  loginAs,
  logInNewUser,
  newUserToken,
  PROFILE_BODY as PROFILE,
  registerToEvent,
  SCHEDULE_ITEM_BODY,
  seasonBodyOfItsOwn,
  SURVEY_BODY,
  TEST_API_KEY,
  TEST_PASSWORD,
  type TestApi,
  WORKSHOP_BODY as WORKSHOP,
} from "../../tests/support/api";
import { testDrivers } from "../../tests/support/db";
import { clubApplicationForm, registrationForm } from "../../tests/support/forms";
import { storedContents } from "../../tests/support/store-faults";
import { insertExpert } from "../db/experts";
import { certificates, clubEnrollments, passwordTokens, rateLimitCounters } from "../db/schema";
import { log } from "../log";
import { hashOneTimeToken, newOneTimeToken } from "../security/one-time-tokens";
import { unsubscribeToken } from "../security/unsubscribe-tokens";
import { type Api, createApi } from ".";
import { MESSAGES } from "./http/errors";

interface Call {
  method: string;
  path: string;
  token?: string;
  json?: unknown;
  /** Made anew for each attempt: a sent FormData is spent. */
  form?: () => FormData;
  headers?: Record<string, string>;
}

interface Fixtures {
  seasonId: number;
  staff: string;
}

type Scenario = (t: TestApi, fixtures: Fixtures) => Promise<Call>;

/** A call with a user's token (and a JSON body). */
const callAs = (token: string, method: string, path: string, json?: unknown): Call => ({ method, path, token, json });

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(sequence++).toString(36)}`;

async function clubToken(t: TestApi, { seasonId }: Fixtures) {
  const club = await createActiveClub(t.db, t.config, seasonId);
  return { ...club, token: (await loginAs(t, club.user.email)).token };
}

async function passwordLink(t: TestApi, userId: number): Promise<string> {
  const token = newOneTimeToken();
  await t.db.insert(passwordTokens).values({
    userId,
    tokenHash: hashOneTimeToken(token),
    purpose: "reset",
    expiresAt: new Date(t.clock.now.getTime() + 3600_000),
  });
  return token;
}

/** A staff account logged in with its password only, as it is before its code confirms the session. */
async function staffWithPassword(t: TestApi) {
  const user = await createUser(t.db, { isStaff: true });
  const login = await t.request("POST", "/pl/api/auth/login/", {
    json: { email: user.email, password: TEST_PASSWORD },
  });
  return { user, token: (await expectJson(login, 200)).token as string };
}

const codeAt = (t: TestApi, secret: string, secondsLater = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now.getTime() / 1000) + secondsLater });

async function agendaTeacher(t: TestApi, values: { signUpLimit?: number } = {}) {
  const event = await createEvent(t.db);
  const item = await createAgendaItem(t.db, event.id, {
    signUpEnabled: true,
    signUpDatetimeStart: new Date("2026-03-01T08:00:00Z"),
    signUpDatetimeEnd: new Date("2026-04-19T20:00:00Z"),
    ...values,
  });
  const { user, token } = await logInNewUser(t);
  await registerToEvent(t.db, user.id, event.id);
  return { event, item, user, token, base: `/${event.slug}/pl/api/agenda/agenda_items/${item.id}` };
}

async function applicationOf(t: TestApi, status: ClubEnrollmentStatus) {
  const user = await createUser(t.db);
  return createClubEnrollment(t.db, t.config, user.id, status);
}

async function scheduledClass(t: TestApi, fixtures: Fixtures, status?: "cancelled") {
  const { token } = await clubToken(t, fixtures);
  const created = await expectJson(
    await t.request("POST", "/pl/api/awf/schedule/", { token, json: SCHEDULE_ITEM_BODY }),
    201,
  );
  if (status)
    await expectJson(
      await t.request("POST", `/pl/api/awf/schedule/${created.id}/cancel`, {
        token,
        json: { cancellation_reason: "Wycieczka szkolna" },
      }),
      200,
    );
  return { token, id: created.id as number };
}

/** The web app says whose request it passes on: registrations are counted by it. */
const FROM_THE_WEB_APP = { "X-Forwarded-For": "203.0.113.7" };

/** A scenario per call that is not a GET (several for one call where its paths differ). */
const SCENARIOS: Record<string, Record<string, Scenario>> = {
  "POST /pl/api/auth/login/": {
    login: async (t) => {
      const user = await createUser(t.db);
      return { method: "POST", path: "/pl/api/auth/login/", json: { email: user.email, password: TEST_PASSWORD } };
    },
  },
  "POST /pl/api/auth/token/refresh/": {
    refresh: async (t) => {
      const { refresh } = await loginAs(t, (await createUser(t.db)).email);
      return { method: "POST", path: "/pl/api/auth/token/refresh/", json: { refresh } };
    },
  },
  "POST /pl/api/auth/token/verify/": {
    verify: async (t) => ({
      method: "POST",
      path: "/pl/api/auth/token/verify/",
      json: { token: await newUserToken(t) },
    }),
  },
  "POST /pl/api/auth/logout/": {
    logout: async (t) => {
      const { refresh } = await loginAs(t, (await createUser(t.db)).email);
      return { method: "POST", path: "/pl/api/auth/logout/", json: { refresh } };
    },
  },
  "POST /pl/api/auth/password/reset/": {
    "reset of a known address": async (t) => ({
      method: "POST",
      path: "/pl/api/auth/password/reset/",
      json: { email: (await createUser(t.db)).email },
    }),
    "reset of an unknown address": async () => ({
      method: "POST",
      path: "/pl/api/auth/password/reset/",
      json: { email: `${unique("nikt")}@szkola.edu.pl` },
    }),
  },
  "POST /pl/api/auth/password/reset/validate_token/": {
    "validate a password link": async (t) => ({
      method: "POST",
      path: "/pl/api/auth/password/reset/validate_token/",
      json: { token: await passwordLink(t, (await createUser(t.db)).id) },
    }),
  },
  "POST /pl/api/auth/password/reset/confirm/": {
    "set a password by its link": async (t) => {
      const user = await createUser(t.db);
      await loginAs(t, user.email);
      return {
        method: "POST",
        path: "/pl/api/auth/password/reset/confirm/",
        json: { token: await passwordLink(t, user.id), password: "Nowe#Haslo2" },
      };
    },
  },
  "POST /{event}/pl/api/auth/register/": {
    "register a new address": async (t) => {
      const event = await createEvent(t.db);
      const email = `${unique("nowa")}@szkola.edu.pl`;
      return {
        method: "POST",
        path: `/${event.slug}/pl/api/auth/register/`,
        form: () => registrationForm(email),
        headers: FROM_THE_WEB_APP,
      };
    },
    "register a taken address": async (t) => {
      const event = await createEvent(t.db);
      const { email } = await createUser(t.db);
      return {
        method: "POST",
        path: `/${event.slug}/pl/api/auth/register/`,
        form: () => registrationForm(email),
        headers: FROM_THE_WEB_APP,
      };
    },
  },
  "POST /pl/api/account/second-factor/setup/": {
    "set up a second factor": async (t) =>
      callAs((await staffWithPassword(t)).token, "POST", "/pl/api/account/second-factor/setup/"),
  },
  "POST /pl/api/account/second-factor/enable/": {
    "enable a second factor": async (t) => {
      const { token } = await staffWithPassword(t);
      const setup = await expectJson(await t.request("POST", "/pl/api/account/second-factor/setup/", { token }), 200);
      return callAs(token, "POST", "/pl/api/account/second-factor/enable/", { code: await codeAt(t, setup.secret) });
    },
  },
  "POST /pl/api/account/second-factor/confirm/": {
    "confirm a session with a code": async (t) => {
      const { user, token } = await staffWithPassword(t);
      const setup = await expectJson(await t.request("POST", "/pl/api/account/second-factor/setup/", { token }), 200);
      await expectJson(
        await t.request("POST", "/pl/api/account/second-factor/enable/", {
          token,
          json: { code: await codeAt(t, setup.secret) },
        }),
        200,
      );
      const next = await t.request("POST", "/pl/api/auth/login/", {
        json: { email: user.email, password: TEST_PASSWORD },
      });
      return callAs((await expectJson(next, 200)).token, "POST", "/pl/api/account/second-factor/confirm/", {
        code: await codeAt(t, setup.secret, 30),
      });
    },
  },
  "PUT /pl/api/account/": {
    "update the profile": async (t) => callAs(await newUserToken(t), "PUT", "/pl/api/account/", PROFILE),
  },
  "PUT /pl/api/account/password/change/": {
    "change the password": async (t) => {
      const user = await createUser(t.db);
      await loginAs(t, user.email);
      return callAs((await loginAs(t, user.email)).token, "PUT", "/pl/api/account/password/change/", {
        old_password: TEST_PASSWORD,
        new_password1: "Nowe#Haslo2",
        new_password2: "Nowe#Haslo2",
      });
    },
  },
  "POST /pl/api/events/check_code/": {
    "check an event's code": async (t) => ({
      method: "POST",
      path: "/pl/api/events/check_code/",
      json: { code: (await createEvent(t.db)).code },
    }),
  },
  "POST /pl/api/events/join/": {
    "join an event": async (t) =>
      callAs(await newUserToken(t), "POST", "/pl/api/events/join/", { code: (await createEvent(t.db)).code }),
  },
  "PUT /{event}/pl/api/agenda/agenda_items/{id}/join/": {
    "take a seat": async (t) => {
      const { base, token } = await agendaTeacher(t);
      return callAs(token, "PUT", `${base}/join/`);
    },
  },
  "PUT /{event}/pl/api/agenda/agenda_items/{id}/leave/": {
    "give up a seat that a waiting teacher gets": async (t) => {
      const { base, token, event } = await agendaTeacher(t, { signUpLimit: 1 });
      await expectJson(await t.request("PUT", `${base}/join/`, { token }), 200);
      const waiting = await logInNewUser(t);
      await registerToEvent(t.db, waiting.user.id, event.id);
      await expectJson(await t.request("PUT", `${base}/waiting_list/join/`, { token: waiting.token }), 200);
      return callAs(token, "PUT", `${base}/leave/`);
    },
  },
  "PUT /{event}/pl/api/agenda/agenda_items/{id}/waiting_list/join/": {
    "wait for a seat": async (t) => {
      const { base, token, event } = await agendaTeacher(t, { signUpLimit: 1 });
      await expectJson(await t.request("PUT", `${base}/join/`, { token }), 200);
      const waiting = await logInNewUser(t);
      await registerToEvent(t.db, waiting.user.id, event.id);
      return { method: "PUT", path: `${base}/waiting_list/join/`, token: waiting.token };
    },
  },
  "PUT /{event}/pl/api/agenda/agenda_items/{id}/waiting_list/leave/": {
    "stop waiting": async (t) => {
      const { base, token, event } = await agendaTeacher(t, { signUpLimit: 1 });
      await expectJson(await t.request("PUT", `${base}/join/`, { token }), 200);
      const waiting = await logInNewUser(t);
      await registerToEvent(t.db, waiting.user.id, event.id);
      await expectJson(await t.request("PUT", `${base}/waiting_list/join/`, { token: waiting.token }), 200);
      return { method: "PUT", path: `${base}/waiting_list/leave/`, token: waiting.token };
    },
  },
  "POST /pl/api/awf/club/enroll/": {
    "apply for a club with its file": async (t) => {
      const { user, token } = await logInNewUser(t);
      await giveCertificate(t.db, user.id);
      return { method: "POST", path: "/pl/api/awf/club/enroll/", token, form: () => clubApplicationForm() };
    },
  },
  "PUT /pl/api/awf/club/enroll/": {
    "correct a club application with a new file": async (t) => {
      const { user, token } = await logInNewUser(t);
      await giveCertificate(t.db, user.id);
      await expectJson(
        await t.request("POST", "/pl/api/awf/club/enroll/", { token, form: clubApplicationForm() }),
        201,
      );
      await t.db
        .update(clubEnrollments)
        .set({ status: ClubEnrollmentStatus.correction })
        .where(eq(clubEnrollments.userId, user.id));
      return { method: "PUT", path: "/pl/api/awf/club/enroll/", token, form: () => clubApplicationForm() };
    },
  },
  "POST /pl/api/awf/season/enroll/": {
    "enrol a club in the season": async (t) => {
      const { user, token } = await logInNewUser(t);
      await giveCertificate(t.db, user.id);
      await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.accepted);
      return callAs(token, "POST", "/pl/api/awf/season/enroll/", {
        groups: [{ default_classes_place: "Sala gimnastyczna" }, { default_classes_place: "Boisko Orlik" }],
      });
    },
  },
  "PUT /pl/api/awf/season/place": {
    "change the groups' places": async (t, fixtures) =>
      callAs((await clubToken(t, fixtures)).token, "PUT", "/pl/api/awf/season/place", [
        { group_number: 1, default_classes_place: "Hala sportowa MOSiR" },
        { group_number: 2, default_classes_place: "Boisko Orlik" },
      ]),
  },
  "POST /pl/api/awf/season/groups/": {
    "add a group after enrolment": async (t, fixtures) =>
      callAs((await clubToken(t, fixtures)).token, "POST", "/pl/api/awf/season/groups/"),
  },
  "DELETE /pl/api/awf/season/groups/{number}/": {
    "remove a group without classes or surveys": async (t, fixtures) =>
      callAs((await clubToken(t, fixtures)).token, "DELETE", "/pl/api/awf/season/groups/2/"),
  },
  "PUT /pl/api/awf/group/count/": {
    "declare the groups' pupils": async (t, fixtures) =>
      callAs((await clubToken(t, fixtures)).token, "PUT", "/pl/api/awf/group/count/", [
        { group_number: 1, girls_count: 8, boys_count: 7, disability_group: false },
        { group_number: 2, girls_count: 6, boys_count: 8, disability_group: false },
      ]),
  },
  "POST /pl/api/awf/schedule/": {
    "add a class, once per key": async (t, fixtures) => ({
      ...callAs((await clubToken(t, fixtures)).token, "POST", "/pl/api/awf/schedule/", SCHEDULE_ITEM_BODY),
      headers: { "Idempotency-Key": unique("formularz") },
    }),
  },
  "PUT /pl/api/awf/schedule/{id}/": {
    "edit a class": async (t, fixtures) => {
      const { token, id } = await scheduledClass(t, fixtures);
      return callAs(token, "PUT", `/pl/api/awf/schedule/${id}/`, {
        ...SCHEDULE_ITEM_BODY,
        topic: "Skoki przez skakankę",
      });
    },
  },
  "POST /pl/api/awf/schedule/{id}/cancel": {
    "cancel a class": async (t, fixtures) => {
      const { token, id } = await scheduledClass(t, fixtures);
      return callAs(token, "POST", `/pl/api/awf/schedule/${id}/cancel`, { cancellation_reason: "Wycieczka szkolna" });
    },
  },
  "DELETE /pl/api/awf/schedule/{id}/": {
    "delete a class entered by mistake": async (t, fixtures) => {
      const { token, id } = await scheduledClass(t, fixtures);
      return callAs(token, "DELETE", `/pl/api/awf/schedule/${id}/`);
    },
  },
  "POST /pl/api/awf/schedule/{id}/uncancel": {
    "restore a class": async (t, fixtures) => {
      const { token, id } = await scheduledClass(t, fixtures, "cancelled");
      return callAs(token, "POST", `/pl/api/awf/schedule/${id}/uncancel`);
    },
  },
  "POST /pl/api/awf/calendar/": {
    "renew the classes' calendar address": async (t, fixtures) => {
      const { token } = await clubToken(t, fixtures);
      await expectJson(await t.request("POST", "/pl/api/awf/calendar/", { token }), 201);
      return callAs(token, "POST", "/pl/api/awf/calendar/");
    },
  },
  "POST /pl/api/agenda/calendar/": {
    "renew the agenda's calendar address": async (t) => {
      const { token } = await agendaTeacher(t);
      await expectJson(await t.request("POST", "/pl/api/agenda/calendar/", { token }), 201);
      return callAs(token, "POST", "/pl/api/agenda/calendar/");
    },
  },
  "POST /pl/api/awf/survey/": {
    "add a pupil's survey, once per key": async (t, fixtures) => ({
      ...callAs((await clubToken(t, fixtures)).token, "POST", "/pl/api/awf/survey/", SURVEY_BODY),
      headers: { "Idempotency-Key": unique("ankieta") },
    }),
  },
  "DELETE /pl/api/awf/survey/{id}/": {
    "delete a survey entered by mistake": async (t, fixtures) => {
      const { token } = await clubToken(t, fixtures);
      const created = await expectJson(
        await t.request("POST", "/pl/api/awf/survey/", { token, json: SURVEY_BODY }),
        201,
      );
      return callAs(token, "DELETE", `/pl/api/awf/survey/${created.id}/`);
    },
  },
  "PUT /pl/api/awf/survey/{id}/": {
    "edit a pupil's survey": async (t, fixtures) => {
      const { token } = await clubToken(t, fixtures);
      const created = await expectJson(
        await t.request("POST", "/pl/api/awf/survey/", { token, json: SURVEY_BODY }),
        201,
      );
      return callAs(token, "PUT", `/pl/api/awf/survey/${created.id}/`, { ...SURVEY_BODY, body_weight: 39.5 });
    },
  },
  "POST /pl/api/awf/newsletter/enroll/": {
    "subscribe to the newsletter": async (t) => callAs(await newUserToken(t), "POST", "/pl/api/awf/newsletter/enroll/"),
  },
  "DELETE /pl/api/awf/newsletter/enroll/": {
    "unsubscribe from the newsletter": async (t) => {
      const { token } = await logInNewUser(t);
      await expectJson(await t.request("POST", "/pl/api/awf/newsletter/enroll/", { token }), 201);
      return callAs(token, "DELETE", "/pl/api/awf/newsletter/enroll/");
    },
  },
  "PUT /pl/api/awf/reminders/": {
    "turn reminders off": async (t) =>
      callAs(await newUserToken(t), "PUT", "/pl/api/awf/reminders/", {
        survey_window: false,
        schedule_planning: true,
        congress_item: false,
      }),
  },
  "POST /pl/api/awf/unsubscribe/{token}/": {
    "leave the newsletter by an e-mail's link": async (t) => {
      const { user, token } = await logInNewUser(t);
      await expectJson(await t.request("POST", "/pl/api/awf/newsletter/enroll/", { token }), 201);
      return {
        method: "POST",
        path: `/pl/api/awf/unsubscribe/${unsubscribeToken(user.id, "newsletter", t.config.jwtSecret)}/`,
      };
    },
    "leave a reminder by an e-mail's link": async (t) => {
      const { user } = await logInNewUser(t);
      return {
        method: "POST",
        path: `/pl/api/awf/unsubscribe/${unsubscribeToken(user.id, "congress_item", t.config.jwtSecret)}/`,
      };
    },
  },
  "PUT /pl/api/awf/videos/progress/{video}/": {
    "keep a video's progress": async (t) =>
      callAs(await newUserToken(t), "PUT", "/pl/api/awf/videos/progress/test-wahadlowy-20-m/", {
        position: 15,
        duration: 16,
      }),
  },
  "POST /pl/api/staff/club-applications/{id}/reveal/": {
    "reveal an application's PESEL": async (t, { staff }) =>
      callAs(
        staff,
        "POST",
        `/pl/api/staff/club-applications/${(await applicationOf(t, ClubEnrollmentStatus.verification)).id}/reveal/`,
        { reason: "Weryfikacja umowy z ZUS" },
      ),
  },
  "POST /pl/api/staff/club-applications/{id}/status/": {
    "send an application back, by e-mail": async (t, { staff }) =>
      callAs(
        staff,
        "POST",
        `/pl/api/staff/club-applications/${(await applicationOf(t, ClubEnrollmentStatus.verification)).id}/status/`,
        { status: ClubEnrollmentStatus.correction, note: "Brak podpisu dyrektora na zgodzie." },
      ),
  },
  "POST /pl/api/staff/teachers/{id}/certificates/": {
    "issue a certificate": async (t, { staff }) =>
      callAs(staff, "POST", `/pl/api/staff/teachers/${(await createUser(t.db)).id}/certificates/`, {
        number: unique("AWF/2026"),
      }),
  },
  "DELETE /pl/api/staff/certificates/{id}/": {
    "revoke a certificate": async (t, { staff }) => {
      const user = await createUser(t.db);
      const [certificate] = await t.db
        .insert(certificates)
        .values({ userId: user.id, number: unique("SK"), issuedAt: "2025-11-20" })
        .returning();
      return callAs(staff, "DELETE", `/pl/api/staff/certificates/${certificate.id}/`);
    },
  },
  "POST /pl/api/staff/certificates/import/": {
    "import certificates": async (t, { staff }) =>
      callAs(staff, "POST", "/pl/api/staff/certificates/import/", {
        emails: [(await createUser(t.db)).email, (await createUser(t.db)).email],
      }),
  },
  "POST /pl/api/staff/certificates/selection/": {
    "certify a selection": async (t, { staff }) =>
      callAs(staff, "POST", "/pl/api/staff/certificates/selection/", {
        teachers: [(await createUser(t.db)).id, (await createUser(t.db)).id],
      }),
  },
  "POST /pl/api/staff/club-applications/decisions/": {
    "accept a selection": async (t, { staff }) =>
      callAs(staff, "POST", "/pl/api/staff/club-applications/decisions/", {
        ids: [
          (await applicationOf(t, ClubEnrollmentStatus.verification)).id,
          (await applicationOf(t, ClubEnrollmentStatus.pending)).id,
        ],
        status: ClubEnrollmentStatus.accepted,
      }),
  },
  "POST /pl/api/staff/club-applications/{id}/agreement/": {
    "record the signed agreement": async (t, { staff }) =>
      callAs(
        staff,
        "POST",
        `/pl/api/staff/club-applications/${(await applicationOf(t, ClubEnrollmentStatus.accepted)).id}/agreement/`,
        { date: "2026-03-02" },
      ),
  },
  "POST /pl/api/staff/seasons/": {
    "create the current season": async (_t, { staff }) =>
      callAs(staff, "POST", "/pl/api/staff/seasons/", { ...seasonBodyOfItsOwn(unique("Sezon")), is_current: false }),
  },
  "PUT /pl/api/staff/seasons/{id}/": {
    "change a season's dates": async (t, { staff }) => {
      const season = seasonBodyOfItsOwn(unique("Sezon"));
      const created = await expectJson(
        await t.request("POST", "/pl/api/staff/seasons/", { token: staff, json: { ...season, is_current: false } }),
        201,
      );
      return callAs(staff, "PUT", `/pl/api/staff/seasons/${created.id}/`, {
        ...season,
        date_end: season.date_end.replace(/27$/, "26"),
      });
    },
  },
  "POST /pl/api/staff/seasons/{id}/current/": {
    "make a season current": async (t, { staff, seasonId }) => {
      const created = await expectJson(
        await t.request("POST", "/pl/api/staff/seasons/", {
          token: staff,
          json: { ...seasonBodyOfItsOwn(unique("Sezon")), is_current: false },
        }),
        201,
      );
      // The season of the other scenarios is current again afterwards.
      afterwards.push(() =>
        t.request("POST", `/pl/api/staff/seasons/${seasonId}/current/`, { token: staff }).then(() => undefined),
      );
      return callAs(staff, "POST", `/pl/api/staff/seasons/${created.id}/current/`);
    },
  },
  "POST /pl/api/staff/users/": {
    "create an office account, with its link": async (_t, { staff }) =>
      callAs(staff, "POST", "/pl/api/staff/users/", {
        email: `${unique("biuro")}@example.pl`,
        firstname: "Ewa",
        lastname: "Nowa",
      }),
  },
  "POST /pl/api/staff/users/{id}/password-link/": {
    "send a first-password link again": async (t, { staff }) =>
      callAs(staff, "POST", `/pl/api/staff/users/${(await createUser(t.db, { password: null })).id}/password-link/`),
  },
  "POST /pl/api/staff/users/{id}/disable/": {
    "disable an account": async (t, { staff }) => {
      const { user } = await logInNewUser(t);
      return callAs(staff, "POST", `/pl/api/staff/users/${user.id}/disable/`);
    },
  },
  "POST /pl/api/staff/users/{id}/enable/": {
    "enable an account": async (t, { staff }) => {
      const { user } = await logInNewUser(t);
      await expectJson(await t.request("POST", `/pl/api/staff/users/${user.id}/disable/`, { token: staff }), 200);
      return callAs(staff, "POST", `/pl/api/staff/users/${user.id}/enable/`);
    },
  },
  "POST /pl/api/staff/events/": {
    "create a congress city": async (_t, { staff }) => {
      const slug = unique("miasto");
      return callAs(staff, "POST", "/pl/api/staff/events/", {
        name: `Kongres ${slug}`,
        city: "Lublin",
        slug,
        code: `K${sequence++}X${Date.now() % 100000}`,
      });
    },
  },
  "PUT /pl/api/staff/events/{id}/": {
    "edit a congress city": async (t, { staff }) => {
      const event = await createEvent(t.db);
      return callAs(staff, "PUT", `/pl/api/staff/events/${event.id}/`, {
        name: event.name,
        city: "Lublin",
        slug: event.slug,
        code: event.code,
        date_start: "2026-05-14",
      });
    },
  },
  "POST /pl/api/staff/events/{id}/agenda-items/": {
    "add an agenda item": async (t, { staff }) =>
      callAs(staff, "POST", `/pl/api/staff/events/${(await createEvent(t.db)).id}/agenda-items/`, WORKSHOP),
  },
  "PUT /pl/api/staff/agenda-items/{id}/": {
    "edit an agenda item": async (t, { staff }) => {
      const event = await createEvent(t.db);
      const item = await expectJson(
        await t.request("POST", `/pl/api/staff/events/${event.id}/agenda-items/`, { token: staff, json: WORKSHOP }),
        201,
      );
      return callAs(staff, "PUT", `/pl/api/staff/agenda-items/${item.id}/`, { ...WORKSHOP, sign_up_limit: 3 });
    },
  },
  "PUT /pl/api/staff/agenda-items/{id}/experts/": {
    "assign experts": async (t, { staff }) => {
      const event = await createEvent(t.db);
      const item = await createAgendaItem(t.db, event.id);
      const expert = await insertExpert(t.db, { slug: unique("ekspert"), name: "dr Ewa Zielińska" });
      return callAs(staff, "PUT", `/pl/api/staff/agenda-items/${item.id}/experts/`, {
        experts: [{ id: expert.id, role: "moderator" }],
      });
    },
  },
};

/** Undone after each scenario (a season made current). */
const afterwards: (() => Promise<void>)[] = [];

/** Calls that change nothing though they are not GETs: each is shown to make no write. */
const READ_ONLY = new Set([
  "POST /pl/api/auth/token/verify/",
  "POST /pl/api/auth/password/reset/validate_token/",
  "POST /pl/api/events/check_code/",
]);

const CASES = Object.entries(SCENARIOS).flatMap(([operation, scenarios]) =>
  Object.entries(scenarios).map(([name, scenario]) => ({ operation, name, scenario })),
);

describe.each(testDrivers())("a request's writes on %s", (driver) => {
  let t: TestApi;
  let api: Api;
  let fixtures: Fixtures;
  /** Work the API does after answering, run by the test once the answer is in. */
  const later: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    // Each failure is logged, as it should be; here they are expected.
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    t = await createTestApi(driver);
    const afterAnswer = Object.assign((_what: string, task: () => Promise<void>) => void later.push(task), {
      settled: () => Promise.resolve(),
    });
    api = createApi({ config: t.config, db: t.db, mail: t.mailQueue, now: () => t.clock.now, afterAnswer });
    const seasonId = (await createCurrentSeason(t.db)).id;
    const staff = await newUserToken(t, { isStaff: true });
    fixtures = { seasonId, staff };
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });
  afterEach(async () => {
    t.store.heal();
    while (afterwards.length > 0) await afterwards.pop()!();
  });

  async function send(call: Call): Promise<Response> {
    const headers: Record<string, string> = { "X-Api-Key": TEST_API_KEY, ...call.headers };
    if (call.token) headers.Authorization = `JWT ${call.token}`;
    let body: BodyInit | undefined;
    if (call.json !== undefined) {
      body = JSON.stringify(call.json);
      headers["Content-Type"] = "application/json";
    } else if (call.form) body = call.form();
    return api.request(call.path, { method: call.method, headers, body });
  }

  it("has a scenario for every call of the contract that is not a GET", () => {
    const writing = OPERATIONS.filter((op) => op.method !== "GET").map((op) => `${op.method} ${op.path}`);
    expect(Object.keys(SCENARIOS).sort()).toEqual(writing.sort());
  });

  it.each(CASES)("$operation ($name): every write, or none", async ({ operation, scenario }) => {
    const call = await scenario(t, fixtures);
    for (let failing = 1; ; failing++) {
      // Each try is a first one: a turn a failed store kept (rate_limit_counters) never answers a later try's 429.
      await t.db.delete(rateLimitCounters);
      const before = await storedContents(t.db);
      later.length = 0;
      t.store.failFrom(failing);
      const response = await send(call);
      const writes = t.store.writes;
      t.store.heal();
      if (writes < failing) {
        // No write was left to fail: the call went through.
        expect(response.status, await response.clone().text()).toBeLessThan(300);
        if (READ_ONLY.has(operation)) expect(writes).toBe(0);
        else expect(writes, "a call that changes something writes").toBeGreaterThan(0);
        for (const task of later.splice(0)) await task();
        return;
      }
      expect([response.status, await response.json()], `write ${failing} of ${operation} failed`).toEqual([
        503,
        { detail: MESSAGES.saveFailed },
      ]);
      expect(response.headers.get("Retry-After")).toBe("5");
      expect(later, "nothing is left to do after a failed answer").toEqual([]);
      expect(await storedContents(t.db), `write ${failing} of ${operation} failed: the database is as before`).toEqual(
        before,
      );
    }
  });
});
