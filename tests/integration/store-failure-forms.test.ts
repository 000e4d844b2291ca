// Every form of the app while the store cannot save (issue 35 items 4 and 9):
// on a full disk the class form answered 500 as an error of its date field.
// Each form whose post sends what was typed to the API is posted, valid, while
// the database fails every write; its action answers 503 with the Polish
// "could not save" message for the whole form, no field's error, everything
// typed (but passwords and one-time codes) ready to be shown again, and
// nothing is stored. Every route with an action is either such a form or
// listed with what it does instead.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import type { ActionFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { generate } from "otplib";

import { FORM_ERROR } from "~/lib/forms/form-failure";
import * as staffListRoute from "~/routes/biuro._index/route";
import * as staffCertificatesRoute from "~/routes/biuro.certyfikaty/route";
import * as staffEventRoute from "~/routes/biuro.kongres.$id/route";
import * as staffNewItemRoute from "~/routes/biuro.kongres.$id_.nowy-punkt/route";
import * as staffNewEventRoute from "~/routes/biuro.kongres.nowe/route";
import * as staffPeopleRoute from "~/routes/biuro.osoby/route";
import * as staffItemRoute from "~/routes/biuro.punkty.$id/route";
import * as staffSeasonRoute from "~/routes/biuro.sezony.$id/route";
import * as staffNewSeasonRoute from "~/routes/biuro.sezony.nowy/route";
import * as staffApplicationRoute from "~/routes/biuro.zgloszenia.$id/route";
import * as firstPasswordRoute from "~/routes/generowanie-hasla/route";
import * as surveyRoute from "~/routes/konto.ankiety.$group.$id/route";
import * as newSurveyRoute from "~/routes/konto.ankiety.$group.nowa/route";
import * as profileRoute from "~/routes/konto.edycja-profilu";
import * as classRoute from "~/routes/konto.harmonogram.$group.$id/route";
import * as newClassRoute from "~/routes/konto.harmonogram.$group.nowe/route";
import * as seasonRoute from "~/routes/konto.sezon/route";
import * as clubRoute from "~/routes/konto.zgloszenie-klubu/route";
import * as loginRoute from "~/routes/logowanie/route";
import * as setUpRoute from "~/routes/logowanie_.aplikacja/route";
import * as confirmRoute from "~/routes/logowanie_.kod/route";
import * as recoveryRoute from "~/routes/przywracanie-hasla/route";
import * as registrationRoute from "~/routes/rejestracja/route";

import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import { passwordTokens, scheduleItems, surveys } from "../../server/db/schema";
import { log } from "../../server/log";
import { hashOneTimeToken, newOneTimeToken } from "../../server/security/one-time-tokens";
import {
  createActiveClub,
  createClubEnrollment,
  createCurrentSeason,
  createEvent,
  createUser,
  giveCertificate,
  seasonBodyInYear,
  TEST_PASSWORD,
} from "../support/api";
import { args, get, logIn, logInToOffice, outcome, post, serveAppFromTestApi } from "../support/bff";
import { CLASS_FORM, clubApplicationFields, PROFILE_FORM, PUPIL_FORM } from "../support/forms";
import { storedContents } from "../support/store-faults";

const SAVE_FAILED = "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę.";

const t = serveAppFromTestApi();
let seasonId: number;

beforeAll(async () => {
  seasonId = (await createCurrentSeason(t.db)).id;
  // Each failure is logged by the API, as it should be; here they are expected.
  vi.spyOn(log, "error").mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());
/** The test API's clock: inside the season's windows (2026-03-10). */
const OPEN = new Date("2026-03-10T09:00:00Z");
afterEach(() => {
  t.store.heal();
  t.clock.now = OPEN;
});

interface FormPost {
  action: (args: ActionFunctionArgs) => unknown;
  request: Request;
  params?: Record<string, string>;
  /** What was typed that must come back to the form (by default every field but passwords and codes). */
  kept?: Record<string, string>;
  /** How the answer tells the whole form's error and the fields' (a hand-made office form has its own shape). */
  read?: (answer: Answer) => { formError: unknown; fieldErrors: unknown; shownAgain: unknown };
}

// The action's JSON, whatever its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

/** A form of either engine: FormFailure (PublicForm) or remix-validated-form's validationError. */
function readFormAnswer({
  fieldErrors: { [FORM_ERROR]: formError, ...fieldErrors } = {},
  values,
  repopulateFields,
}: Answer) {
  return { formError, fieldErrors, shownAgain: values ?? repopulateFields };
}

/** Fields never shown again, or not typed: passwords, codes, tokens and the form's own markers. */
const NOT_KEPT = /pass|has[lł]o|^code$|^token$|^intent$|^subaction$|^submission_key$|^redirectTo$|^kod$/i;

/** A new office account, logged in with its second factor confirmed: its cookies. */
const newStaffMember = async () => logInToOffice(t, (await createUser(t.db, { isStaff: true })).email);

function formPost(
  action: FormPost["action"],
  pathname: string,
  fields: Record<string, string>,
  cookie = "",
  params: Record<string, string> = {},
): FormPost {
  const kept = Object.fromEntries(Object.entries(fields).filter(([name]) => !NOT_KEPT.test(name)));
  return { action, request: post(pathname, fields, cookie), params, kept };
}

/** A valid post of an office form, by a new office account. */
const officeFormPost = async (
  action: FormPost["action"],
  pathname: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) => formPost(action, pathname, fields, await newStaffMember(), params);

const PUPIL = PUPIL_FORM;

const SEASON = seasonBodyInYear(2040);

const AGENDA_ITEM = {
  intent: "details",
  name: "Debata: WF w szkole",
  part: "discussion",
  place: "Aula A",
  description: "Rozmowa o lekcjach w małych salach.",
  datetime_start: "2026-05-14T12:00",
  datetime_end: "2026-05-14T13:00",
  sign_up_limit: "",
  sign_up_datetime_start: "",
  sign_up_datetime_end: "",
};

const CLUB = clubApplicationFields({
  school_voivodeship: "mazowieckie",
});

async function clubTeacher() {
  const club = await createActiveClub(t.db, t.config, seasonId);
  return { ...club, cookie: await logIn(club.user.email) };
}

/** A club's teacher who has added one class to the schedule of their first group: their cookies and the class's id. */
async function teacherWithClass() {
  const { cookie, groups } = await clubTeacher();
  await newClassRoute.action(
    args(post("/konto/harmonogram/1/nowe", { ...CLASS_FORM, intent: "save" }, cookie), { group: "1" }),
  );
  const [item] = await t.db.select().from(scheduleItems).where(eq(scheduleItems.groupId, groups[0].id));
  return { cookie, id: String(item.id) };
}

async function passwordLink(userId: number, purpose: "reset" | "generate"): Promise<string> {
  const token = newOneTimeToken();
  await t.db.insert(passwordTokens).values({
    userId,
    tokenHash: hashOneTimeToken(token),
    purpose,
    expiresAt: new Date(t.clock.now.getTime() + 3600_000),
  });
  return token;
}

/** A new password typed twice on the page the user's link of `purpose` opens. */
async function newPasswordByLink(
  action: FormPost["action"],
  pathname: string,
  purpose: "reset" | "generate",
  user: { id: number },
): Promise<FormPost> {
  const token = await passwordLink(user.id, purpose);
  return formPost(action, pathname, { token, password: "Nowe#Haslo2", password_repeat: "Nowe#Haslo2" });
}

/** A staff account whose authenticator is set up through its screen; answers its key. */
async function staffWithAuthenticator(): Promise<{ email: string; secret: string }> {
  const staff = await createUser(t.db, { isStaff: true });
  const cookie = await logIn(staff.email);
  const page = await outcome(async () => setUpRoute.loader(args(get("/logowanie/aplikacja", cookie)) as never));
  const secret = ((await page.json()).setUp.secret as string).replace(/ /g, "");
  const code = await generate({ secret, epoch: t.clock.now.getTime() / 1000 });
  await outcome(async () => setUpRoute.action(args(post("/logowanie/aplikacja", { code }, cookie)) as never));
  return { email: staff.email, secret };
}

/** An office form made by hand: its failure, its refusal of a field, and its answer as a whole (what is shown again). */
const staffAnswer =
  (failed: (answer: Answer) => unknown, refused: (answer: Answer) => unknown) => (answer: Answer) => ({
    formError: failed(answer),
    fieldErrors: refused(answer) ?? {},
    shownAgain: answer,
  });

/** Each form's valid post, keyed by its route's file under app/routes (several posts where a page has several forms). */
const FORMS: Record<string, Record<string, () => Promise<FormPost>>> = {
  "logowanie/route.tsx": {
    "log in": async () => {
      const user = await createUser(t.db);
      return formPost(loginRoute.action, "/logowanie", { email: user.email, password: TEST_PASSWORD });
    },
  },
  "przywracanie-hasla/route.tsx": {
    "ask for a recovery link": async () => {
      const user = await createUser(t.db);
      return formPost(recoveryRoute.action, "/przywracanie-hasla", { email: user.email });
    },
    "set a new password by the link": async () =>
      newPasswordByLink(recoveryRoute.action, "/przywracanie-hasla", "reset", await createUser(t.db)),
  },
  "generowanie-hasla/route.tsx": {
    "set a first password by the link": async () =>
      newPasswordByLink(
        firstPasswordRoute.action,
        "/generowanie-hasla",
        "generate",
        await createUser(t.db, { password: null }),
      ),
  },
  "rejestracja/route.tsx": {
    "register to a congress city": async () => {
      const event = await createEvent(t.db);
      return formPost(registrationRoute.action, "/rejestracja", {
        kod: event.code,
        firstname: "Łucja",
        lastname: "Ćwik",
        email: `lucja.${event.id}@szkola.pl`,
        phone: "600 700 800",
        city: "Kraków",
        postal_code: "31-042",
        user_groups1: "Nauczyciel wychowania fizycznego",
        user_groups2: "Nauczyciel",
        user_agreements: "on",
      });
    },
  },
  "logowanie_.aplikacja/route.tsx": {
    "set up the office's authenticator": async () => {
      const staff = await createUser(t.db, { isStaff: true });
      const cookie = await logIn(staff.email);
      const page = await outcome(async () => setUpRoute.loader(args(get("/logowanie/aplikacja", cookie)) as never));
      const secret = ((await page.json()).setUp.secret as string).replace(/ /g, "");
      const code = await generate({ secret, epoch: t.clock.now.getTime() / 1000 });
      return formPost(setUpRoute.action, "/logowanie/aplikacja", { code }, cookie);
    },
  },
  "logowanie_.kod/route.tsx": {
    "confirm the office's login with a code": async () => {
      const { email, secret } = await staffWithAuthenticator();
      const cookie = await logIn(email);
      const code = await generate({ secret, epoch: t.clock.now.getTime() / 1000 + 30 });
      return formPost(confirmRoute.action, "/logowanie/kod?redirectTo=%2Fbiuro", { code }, cookie);
    },
  },
  "konto.edycja-profilu.tsx": {
    "save the profile": async () => {
      const cookie = await logIn((await createUser(t.db)).email);
      return formPost(profileRoute.action, "/konto/edycja-profilu", PROFILE_FORM, cookie);
    },
    "change the password": async () => {
      const cookie = await logIn((await createUser(t.db)).email);
      return formPost(
        profileRoute.action,
        "/konto/edycja-profilu",
        { subaction: "haslo", old_password: TEST_PASSWORD, new_password1: "Nowe#Haslo2", new_password2: "Nowe#Haslo2" },
        cookie,
      );
    },
  },
  "konto.sezon/route.tsx": {
    "enrol the club in the season": async () => {
      const user = await createUser(t.db);
      await giveCertificate(t.db, user.id);
      await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.accepted);
      return formPost(
        seasonRoute.action,
        "/konto/sezon",
        {
          "groups[0].default_classes_place": "Sala gimnastyczna",
          "groups[0].girls_count": "7",
          "groups[0].boys_count": "6",
          intent: "enrol",
        },
        await logIn(user.email),
      );
    },
    "save the groups' places and pupils": async () => {
      const { cookie } = await clubTeacher();
      return formPost(
        seasonRoute.action,
        "/konto/sezon",
        {
          "groups[0].group_number": "1",
          "groups[0].default_classes_place": "Hala MOSiR",
          "groups[0].girls_count": "9",
          "groups[0].boys_count": "9",
          "groups[1].group_number": "2",
          "groups[1].default_classes_place": "Boisko Orlik",
          "groups[1].girls_count": "7",
          "groups[1].boys_count": "6",
          intent: "save-groups",
        },
        cookie,
      );
    },
  },
  "konto.zgloszenie-klubu/route.tsx": {
    "apply for a club, with the principal's consent": async () => {
      const user = await createUser(t.db);
      await giveCertificate(t.db, user.id);
      const cookie = await logIn(user.email);
      const body = new FormData();
      for (const [name, value] of Object.entries(CLUB)) body.append(name, value);
      body.append(
        "schools_principal_consent",
        new File(["%PDF-1.4\n%zgoda\n"], "zgoda.pdf", { type: "application/pdf" }),
      );
      return {
        action: clubRoute.action,
        request: post("/konto/zgloszenie-klubu?_data=routes%2Fkonto.zgloszenie-klubu", body, cookie),
        kept: { school_name: CLUB.school_name, user_phone: CLUB.user_phone, user_commune: CLUB.user_commune },
      };
    },
  },
  "konto.harmonogram.$group.nowe/route.tsx": {
    "add a class": async () => {
      const { cookie } = await clubTeacher();
      return formPost(
        newClassRoute.action,
        "/konto/harmonogram/1/nowe",
        { ...CLASS_FORM, intent: "save", submission_key: crypto.randomUUID() },
        cookie,
        { group: "1" },
      );
    },
  },
  "konto.harmonogram.$group.$id/route.tsx": {
    "edit a class": async () => {
      const { cookie, id } = await teacherWithClass();
      return formPost(
        classRoute.action,
        `/konto/harmonogram/1/${id}`,
        { ...CLASS_FORM, topic: "Skoki przez skakankę", intent: "save" },
        cookie,
        { group: "1", id },
      );
    },
    "cancel a class, with its reason": async () => {
      const { cookie, id } = await teacherWithClass();
      return formPost(
        classRoute.action,
        `/konto/harmonogram/1/${id}`,
        { intent: "cancel", cancellation_reason: "Wycieczka szkolna do Krakowa" },
        cookie,
        { group: "1", id },
      );
    },
  },
  "konto.ankiety.$group.nowa/route.tsx": {
    "add a pupil's survey": async () => {
      const { cookie } = await clubTeacher();
      return formPost(newSurveyRoute.action, "/konto/ankiety/1/nowa", PUPIL, cookie, { group: "1" });
    },
  },
  "konto.ankiety.$group.$id/route.tsx": {
    "edit a pupil's survey": async () => {
      const { cookie, groups } = await clubTeacher();
      await outcome(async () =>
        newSurveyRoute.action(args(post("/konto/ankiety/1/nowa", PUPIL, cookie), { group: "1" })),
      );
      const [survey] = await t.db.select().from(surveys).where(eq(surveys.groupId, groups[0].id));
      return formPost(surveyRoute.action, `/konto/ankiety/1/${survey.id}`, { ...PUPIL, body_weight: "39,5" }, cookie, {
        group: "1",
        id: String(survey.id),
      });
    },
  },
  "biuro.osoby/route.tsx": {
    "create an office account": async () =>
      officeFormPost(staffPeopleRoute.action, "/biuro/osoby", {
        intent: "create",
        email: `biuro.${crypto.randomUUID().slice(0, 8)}@example.pl`,
        firstname: "Teresa",
        lastname: "Biurowa",
      }),
  },
  "biuro.sezony.nowy/route.tsx": {
    "create a season": async () =>
      officeFormPost(staffNewSeasonRoute.action, "/biuro/sezony/nowy", {
        ...SEASON,
        name: `Sezon ${crypto.randomUUID().slice(0, 8)}`,
      }),
  },
  "biuro.sezony.$id/route.tsx": {
    "change a season's dates": async () =>
      officeFormPost(
        staffSeasonRoute.action,
        `/biuro/sezony/${seasonId}`,
        {
          name: "Sezon wiosenny 2026",
          date_start: "2026-02-01",
          date_end: "2026-06-30",
          schedule_max_date: "2026-06-12",
          surveys_date_start: "2026-03-01",
          surveys_date_end: "2026-03-31",
        },
        { id: String(seasonId) },
      ),
  },
  "biuro.kongres.nowe/route.tsx": {
    "create a congress city": async () => {
      const suffix = Math.floor(Math.random() * 1e6);
      return officeFormPost(staffNewEventRoute.action, "/biuro/kongres/nowe", {
        name: "Kongres Opole",
        city: "Opole",
        slug: `opole-${suffix}`,
        code: `OPO${suffix}`,
        date_start: "",
        date_end: "",
      });
    },
  },
  "biuro.kongres.$id/route.tsx": {
    "edit a congress city": async () => {
      const event = await createEvent(t.db);
      return officeFormPost(
        staffEventRoute.action,
        `/biuro/kongres/${event.id}`,
        {
          name: "Kongres Opole",
          city: "Opole",
          slug: event.slug,
          code: event.code,
          date_start: "2026-05-14",
          date_end: "",
        },
        { id: String(event.id) },
      );
    },
  },
  "biuro.kongres.$id_.nowy-punkt/route.tsx": {
    "add an agenda item": async () => {
      const event = await createEvent(t.db);
      return officeFormPost(staffNewItemRoute.action, `/biuro/kongres/${event.id}/nowy-punkt`, AGENDA_ITEM, {
        id: String(event.id),
      });
    },
  },
  "biuro.punkty.$id/route.tsx": {
    "edit an agenda item": async () => {
      const staff = await newStaffMember();
      const event = await createEvent(t.db);
      await outcome(async () =>
        staffNewItemRoute.action(
          args(post(`/biuro/kongres/${event.id}/nowy-punkt`, AGENDA_ITEM, staff), { id: String(event.id) }),
        ),
      );
      const { agendaItems } = await import("../../server/db/schema");
      const [item] = await t.db
        .select()
        .from(agendaItems)
        .where(and(eq(agendaItems.eventId, event.id)));
      return formPost(staffItemRoute.action, `/biuro/punkty/${item.id}`, { ...AGENDA_ITEM, place: "Aula B" }, staff, {
        id: String(item.id),
      });
    },
  },
  "biuro.certyfikaty/route.tsx": {
    "issue a certificate": async () => {
      const teacher = await createUser(t.db);
      return {
        ...(await officeFormPost(staffCertificatesRoute.action, "/biuro/certyfikaty", {
          intent: "issue",
          id: String(teacher.id),
          number: `AWF/${teacher.id}/2026`,
          szukaj: "",
        })),
        read: staffAnswer(
          (answer) => answer.issueFailed?.message,
          (answer) => answer.issueError,
        ),
        kept: { number: `AWF/${teacher.id}/2026` },
      };
    },
    "certify a selection": async () => {
      const teacher = await createUser(t.db);
      return {
        ...(await officeFormPost(staffCertificatesRoute.action, "/biuro/certyfikaty", {
          intent: "issue-selected",
          zaznaczone: String(teacher.id),
          szukaj: "",
        })),
        read: staffAnswer(
          (answer) => answer.selectionFailed?.message,
          () => undefined,
        ),
        kept: { zaznaczone: String(teacher.id) },
      };
    },
    "import a training's list": async () => {
      const staff = await newStaffMember();
      const teacher = await createUser(t.db);
      const body = new FormData();
      body.append("intent", "import");
      body.append("lista", new File([`email\n${teacher.email}\n`], "lista.csv", { type: "text/csv" }));
      return {
        action: staffCertificatesRoute.action,
        request: post("/biuro/certyfikaty", body, staff),
        read: staffAnswer(
          (answer) => answer.importFailed,
          (answer) => answer.importError,
        ),
      };
    },
  },
  "biuro._index/route.tsx": {
    "send a selection back, with one note": async () => {
      const application = await createClubEnrollment(
        t.db,
        t.config,
        (await createUser(t.db)).id,
        ClubEnrollmentStatus.verification,
      );
      const fields = { intent: "return", zaznaczone: String(application.id), note: "Brak podpisu dyrektora." };
      return {
        ...(await officeFormPost(staffListRoute.action, "/biuro?index", fields)),
        read: staffAnswer(
          (answer) => answer.failed?.message,
          () => undefined,
        ),
      };
    },
  },
  "biuro.zgloszenia.$id/route.tsx": Object.fromEntries(
    (
      [
        [
          "reveal the PESEL, with a reason",
          ClubEnrollmentStatus.verification,
          { intent: "reveal", reason: "Weryfikacja umowy z ZUS" },
        ],
        [
          "send an application back, with a note",
          ClubEnrollmentStatus.verification,
          { intent: "decision", status: "3", note: "Brak podpisu dyrektora." },
        ],
        ["record the agreement's date", ClubEnrollmentStatus.accepted, { intent: "agreement", date: "2026-03-02" }],
      ] as const
    ).map(([name, status, fields]) => [
      name,
      async () => {
        const application = await createClubEnrollment(t.db, t.config, (await createUser(t.db)).id, status);
        return {
          ...(await officeFormPost(staffApplicationRoute.action, `/biuro/zgloszenia/${application.id}`, fields, {
            id: String(application.id),
          })),
          read: staffAnswer(
            (answer) => answer.failed?.message,
            (answer) => answer.revealError ?? answer.decisionErrors ?? answer.agreementError,
          ),
        };
      },
    ]),
  ),
};

/**
 * Routes with an action that is not such a form, and what each does on a
 * failure: buttons whose outcome is a toast on the page they lead to (nothing
 * typed), a script's call, or a preference kept in a cookie.
 */
const NOT_FORMS: Record<string, string> = {
  "agenda/route.tsx": "buttons to take or give up a seat, and a city's code: a toast on the agenda",
  "konto._index.tsx": "the newsletter's buttons: a toast",
  "konto.moja-agenda.tsx": "buttons to give up a seat or renew the calendar's address: a toast",
  "konto.harmonogram.$group._index/route.tsx": "the button to renew the calendar's address: a toast",
  "biuro.sezony._index/route.tsx": "the button to make a season current: a toast",
  "szkolenia_.$slug.postep.ts": "a video's progress, sent by the player's script",
  "kontrast.tsx": "the contrast preference, kept in a cookie",
  "wyloguj.tsx": "logging out",
  "sesja.tsx": "the idle warning's button that keeps the session",
  "wypisz.$token.tsx": "the unsubscribe button and a mail app's one-click POST: the error page with 503, nothing typed",
};

const ROUTES = path.resolve("app/routes");

/** Every route module under app/routes that has an action, as its file's path there. */
function routesWithAnAction(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(ROUTES)) {
    const full = path.join(ROUTES, entry);
    const files = statSync(full).isDirectory()
      ? readdirSync(full)
          .filter((name) => /^route\.tsx?$/.test(name))
          .map((name) => `${entry}/${name}`)
      : [entry];
    for (const file of files) {
      const source = readFileSync(path.join(ROUTES, file), "utf8");
      if (/export (async function action|const action|\{[^}]*\baction\b[^}]*\})/.test(source)) found.push(file);
    }
  }
  return found.sort();
}

const CASES = Object.entries(FORMS).flatMap(([route, posts]) =>
  Object.entries(posts).map(([form, prepare]) => ({ route, form, prepare })),
);

describe("every form while the store cannot save", () => {
  it("covers every route with an action", () => {
    expect([...Object.keys(FORMS), ...Object.keys(NOT_FORMS)].sort()).toEqual(routesWithAnAction());
  });

  it.each(CASES)(
    "$route ($form): 503, said for the whole form, what was typed kept, nothing stored",
    async ({ prepare }) => {
      const { action, request, params = {}, kept = {}, read = readFormAnswer } = await prepare();
      const before = await storedContents(t.db);
      // Minutes later, as a form is filled in: the session's activity is due to be stored too, and cannot be.
      t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000);
      t.store.fail();
      const response = await outcome(async () => action(args(request, params)));
      t.store.heal();
      expect(response.status).toBe(503);
      const { formError, fieldErrors, shownAgain } = read(await response.json());
      expect(formError).toBe(SAVE_FAILED);
      expect(fieldErrors).toEqual({});
      for (const [name, value] of Object.entries(kept))
        expect(JSON.stringify(shownAgain ?? {}), `${name} is shown again`).toContain(JSON.stringify(value));
      expect(await storedContents(t.db)).toEqual(before);
    },
  );
});
