// The survey screens' loaders and actions (/konto/ankiety/…), run against the
// in-process API on a fresh test database, every answer checked against the
// contract on the way: what the teacher sees, and what is stored.
import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { FORM_ERROR } from "~/lib/forms/form-failure";
import { getToast } from "~/lib/toast.server";
import * as listRoute from "~/routes/konto.ankiety.$group._index/surveys.server";
import * as surveyRoute from "~/routes/konto.ankiety.$group.$id/survey.server";
import * as newRoute from "~/routes/konto.ankiety.$group.nowa/new-survey.server";
import * as loginRoute from "~/routes/logowanie/login.server";

import { groups, seasonEnrollments, surveys } from "../../server/db/schema";
import { decryptDisability } from "../../server/db/survey-disability";
import { createClubEnrollment, createUser, currentSeasonOf, giveCertificate, TEST_PASSWORD } from "../support/api";
import {
  args,
  cookiesOf,
  endSessionsOf,
  get,
  keptFormOf,
  logIn,
  logInClubTeacherToApp,
  ORIGIN,
  post,
  serveAppFromTestApi,
  settle,
} from "../support/bff";
import { PUPIL_FORM } from "../support/forms";

const t = serveAppFromTestApi();
// The test clock says 2026-03-10: inside the season's survey window (1–31 March 2026).
const season = currentSeasonOf(t);

const OPEN = new Date("2026-03-10T09:00:00Z");
const CLOSED = new Date("2026-04-02T09:00:00Z");
afterEach(() => {
  t.clock.now = OPEN;
});

const PUPIL = PUPIL_FORM;

const teacher = () => logInClubTeacherToApp(t, season.id);

async function toastOf(response: Response) {
  return getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(response) } })).then(({ toast }) => toast);
}

async function storedSurveys(groupId: number) {
  return t.db.select().from(surveys).where(eq(surveys.groupId, groupId)).orderBy(surveys.ordinalNumber);
}

async function create(cookie: string, fields: Record<string, string>, group = "1"): Promise<Response> {
  return settle(newRoute.action(args(post(`/konto/ankiety/${group}/nowa`, fields, cookie), { group })));
}

describe("adding a survey (konto/ankiety/{group}/nowa)", () => {
  it("stores a ticked measurement as null, whatever was typed in it, and names the pupil in a toast", async () => {
    const { cookie, groups: own } = await teacher();
    const response = await create(cookie, { ...PUPIL, run: "21,35", run_omitted: "on", plank_omitted: "on" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/konto/ankiety/1");
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      message: "Zapisano ankietę nr 1: Zofia Kamińska.",
    });

    const [stored] = await storedSurveys(own[0].id);
    expect(stored).toMatchObject({
      ordinalNumber: 1,
      firstName: "Zofia",
      classNumber: 5,
      peEvaluation: 5,
      bodyWeight: 38.5,
      bodyHeight: 146,
      run: null,
      stickOverhang: 12.4,
      plank: null,
      guardianConsent: true,
    });
    expect(decryptDisability(stored.disabilityEncrypted, t.config.dataEncryptionKey)).toEqual({
      hasDisabilityCertificate: false,
      typeOfDisability: "",
    });
  });

  it("refuses a blank measurement that is not ticked as omitted, and shows every value again", async () => {
    const { cookie, groups: own } = await teacher();
    const response = await create(cookie, { ...PUPIL, waist: "", beep_test: "dużo", guardian_consent: "" });
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.fieldErrors).toEqual({
      waist: "Wpisz wynik albo zaznacz „Pominięto”, jeśli pomiaru nie wykonano.",
      beep_test: "Wprowadź liczbę albo oznacz pomiar jako pominięty.",
      guardian_consent: "To pole jest wymagane",
    });
    expect(answer.repopulateFields).toMatchObject({ first_name: "Zofia", body_weight: "38,5", beep_test: "dużo" });
    expect(await storedSurveys(own[0].id)).toEqual([]);
  });

  it("refuses results outside the ranges of DOMAIN.md with the unit", async () => {
    const { cookie } = await teacher();
    const response = await create(cookie, { ...PUPIL, body_weight: "250", run: "21,355", plank: "60,5" });
    expect((await response.json()).fieldErrors).toEqual({
      body_weight: "Podaj wartość od 10 do 200 kg.",
      run: "Podaj wartość z dokładnością do 2 miejsc po przecinku.",
      plank: "Podaj liczbę całkowitą.",
    });
  });

  it("shows the API's refusal of the dates at their fields, with every value kept", async () => {
    const { cookie } = await teacher();
    const response = await create(cookie, { ...PUPIL, examination_date: "2026-03-11", birthdate: "2024-01-01" });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.fieldErrors).toEqual({
      examination_date: "Data badania nie może być z przyszłości.",
      birthdate: "Wiek ucznia w dniu badania musi wynosić od 5 do 20 lat.",
    });
    expect(answer.repopulateFields).toMatchObject({ examination_date: "2026-03-11", body_weight: "38,5" });
  });

  it("requires the type of disability only with a disability certificate", async () => {
    const { cookie, groups: own } = await teacher();
    const missing = await create(cookie, { ...PUPIL, has_disability_certificate: "on", type_of_disability: "" });
    expect((await missing.json()).fieldErrors).toEqual({ type_of_disability: "Podaj rodzaj niepełnosprawności." });

    expect((await create(cookie, { ...PUPIL, type_of_disability: "" })).status).toBe(302);
    const certified = await create(cookie, {
      ...PUPIL,
      first_name: "Jan",
      has_disability_certificate: "on",
      type_of_disability: "niepełnosprawność ruchowa",
    });
    expect(certified.status).toBe(302);
    const stored = await storedSurveys(own[0].id);
    const disabilities = stored.map((survey) =>
      decryptDisability(survey.disabilityEncrypted, t.config.dataEncryptionKey),
    );
    expect(disabilities.map((disability) => Object.values(disability))).toEqual([
      [false, ""],
      [true, "niepełnosprawność ruchowa"],
    ]);
    // ASVS 4.0.3 V6.1.1, V8.3.4: the database holds ciphertext of one shape, certificate or not.
    expect(stored[1].disabilityEncrypted).not.toContain("ruchowa");
    expect(stored[1].disabilityEncrypted).toHaveLength(stored[0].disabilityEncrypted.length);
  });

  it("creates one survey for a form sent twice (its submission key is the Idempotency-Key)", async () => {
    const { cookie, groups: own } = await teacher();
    const fields = { ...PUPIL, submission_key: "0b6f3c4e-2a8d-4c1e-9f3a-5d7e8b9c0a1f" };
    const first = await create(cookie, fields);
    const again = await create(cookie, fields);
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(await storedSurveys(own[0].id)).toHaveLength(1);
  });

  it("saves and opens the next pupil's form with the class's shared fields and the cursor in the first name", async () => {
    const { cookie } = await teacher();
    const response = await create(cookie, { ...PUPIL, potem: "kolejny" });
    expect(response.headers.get("location")).toBe(
      "/konto/ankiety/1/nowa?school_type=podstawowa&class_number=5&examination_date=2026-03-09",
    );
    expect((await toastOf(response))?.message).toBe(
      "Zapisano ankietę nr 1: Zofia Kamińska. Wpisz dane kolejnego ucznia.",
    );

    const next = await (
      await settle(newRoute.loader(args(get(response.headers.get("location")!, cookie), { group: "1" })))
    ).json();
    expect(next).toEqual({
      group: 1,
      adding: true,
      window: "Ankiety można dodawać i poprawiać od 01.03.2026 do 31.03.2026.",
      count: 1,
      pupils: [{ value: expect.any(String), label: "Zofia Kamińska (ostatnie badanie 09.03.2026)" }],
      previous: null,
      defaults: { school_type: "podstawowa", class_number: "5", examination_date: "2026-03-09" },
      restored: false,
      nextPupil: true,
    });
  });

  it("starts a pupil's next examination from the latest one: who the pupil is, the school and the class", async () => {
    const { cookie } = await teacher();
    await create(cookie, { ...PUPIL, examination_date: "2026-03-02" });
    await create(cookie, { ...PUPIL, first_name: "Jakub", sex: "M" });
    await create(cookie, { ...PUPIL, class_number: "6", examination_date: "2026-03-09" });
    const page = async (query: string) =>
      (await settle(newRoute.loader(args(get(`/konto/ankiety/1/nowa${query}`, cookie), { group: "1" })))).json();

    const { pupils } = await page("");
    expect(pupils.map((pupil: { label: string }) => pupil.label)).toEqual([
      "Zofia Kamińska (ostatnie badanie 09.03.2026)",
      "Jakub Kamińska (ostatnie badanie 09.03.2026)",
    ]);
    const next = await page(`?uczen=${pupils[0].value}`);
    expect(next).toMatchObject({ previous: { ordinalNumber: 3 }, nextPupil: false, restored: false });
    // Nothing of the examination itself: no date, no consent, no result.
    expect(next.defaults).toEqual({
      first_name: "Zofia",
      last_name: "Kamińska",
      sex: "K",
      birthdate: PUPIL.birthdate,
      school_type: "podstawowa",
      class_number: "6",
    });

    // A survey of another group, or none, starts an empty form.
    await create(cookie, { ...PUPIL, first_name: "Maja" }, "2");
    const { surveys: other } = await (
      await settle(listRoute.loader(args(get("/konto/ankiety/2", cookie), { group: "2" })))
    ).json();
    for (const query of [`?uczen=${other[0].id}`, "?uczen=999999", "?uczen=abc", "?uczen="])
      expect(await page(query)).toMatchObject({ previous: null, defaults: {} });
  });

  it("keeps a survey typed when the session had ended, through the login, and saves nothing meanwhile", async () => {
    const { user, groups: own, cookie } = await teacher();
    // The session ends on the server while the form is open.
    await endSessionsOf(t, user.id);
    const typed = {
      ...PUPIL,
      run: "",
      run_omitted: "on",
      submission_key: "4d2c8a1e-7b3f-4e5a-9c6d-1f2e3a4b5c6d",
    };
    const path = "/konto/ankiety/1/nowa?school_type=podstawowa&class_number=5&examination_date=2026-03-09";
    const ended = await settle(newRoute.action(args(post(path, typed, cookie), { group: "1" })));
    expect(ended.headers.get("location")).toBe(`/logowanie?redirectTo=${encodeURIComponent(path)}`);
    const kept = keptFormOf(ended);

    const loggedIn = (await loginRoute.action(
      args(post("/logowanie", { email: user.email, password: TEST_PASSWORD, redirectTo: path }, kept)),
    )) as Response;
    expect(loggedIn.headers.get("location")).toBe(path);
    const page = await (
      await settle(newRoute.loader(args(get(path, `${kept}; ${cookiesOf(loggedIn)}`), { group: "1" })))
    ).json();
    expect(page).toMatchObject({ restored: true, nextPupil: false, defaults: typed });
    expect(await storedSurveys(own[0].id)).toEqual([]);
  });

  it("takes only valid shared fields from the address", async () => {
    const { cookie } = await teacher();
    const page = await (
      await settle(
        newRoute.loader(
          args(get("/konto/ankiety/1/nowa?school_type=liceum&class_number=5&examination_date=2026-02-30", cookie), {
            group: "1",
          }),
        ),
      )
    ).json();
    expect(page).toMatchObject({ defaults: { class_number: "5" }, nextPupil: true });
    expect(page.defaults).toEqual({ class_number: "5" });
  });

  it("adds nothing outside the survey window and says when adding is possible", async () => {
    const { user, groups: own } = await teacher();
    t.clock.now = CLOSED;
    const cookie = await logIn(user.email);
    const page = await (
      await settle(newRoute.loader(args(get("/konto/ankiety/1/nowa", cookie), { group: "1" })))
    ).json();
    expect(page).toMatchObject({
      adding: false,
      window: "Ankiety można dodawać od 01.03.2026 do 31.03.2026. Poza tym terminem można je tylko przeglądać.",
    });
    const response = await create(cookie, PUPIL);
    expect(response.status).toBe(400);
    // About the whole form, not its first field (SPEC §8).
    expect((await response.json()).fieldErrors).toEqual({
      [FORM_ERROR]: "Ankiety można dodawać od 01.03.2026 do 31.03.2026. Poza tym terminem można je tylko przeglądać.",
    });
    expect(await storedSurveys(own[0].id)).toEqual([]);
  });

  it("is the 404 page for a group the teacher does not have, or a malformed one", async () => {
    const { cookie } = await teacher();
    expect((await settle(newRoute.loader(args(get("/konto/ankiety/3/nowa", cookie), { group: "3" })))).status).toBe(
      404,
    );
    expect((await create(cookie, PUPIL, "3")).status).toBe(404);
    expect((await settle(newRoute.loader(args(get("/konto/ankiety/x/nowa", cookie), { group: "x" })))).status).toBe(
      404,
    );
  });
});

describe("the group's surveys (konto/ankiety/{group})", () => {
  it("lists the surveys by ordinal number with what is missing, and nothing measured", async () => {
    const { cookie } = await teacher();
    await create(cookie, PUPIL);
    await create(cookie, { ...PUPIL, first_name: "Jakub", sex: "M", beep_test_omitted: "on", run_omitted: "on" });
    await create(cookie, { ...PUPIL, first_name: "Maja" }, "2");

    const response = await settle(listRoute.loader(args(get("/konto/ankiety/1", cookie), { group: "1" })));
    const page = await response.json();
    expect(page).toEqual({
      group: 1,
      adding: true,
      window: "Ankiety można dodawać i poprawiać od 01.03.2026 do 31.03.2026.",
      surveys: [
        {
          id: expect.any(Number),
          ordinalNumber: 1,
          name: "Zofia Kamińska",
          examinationDate: "2026-03-09",
          omitted: [],
          pupil: 1,
        },
        {
          id: expect.any(Number),
          ordinalNumber: 2,
          name: "Jakub Kamińska",
          examinationDate: "2026-03-09",
          omitted: ["beep_test", "run"],
          pupil: 2,
        },
      ],
    });
  });

  it("is the 404 page for another teacher's group and a malformed number", async () => {
    const { cookie } = await teacher();
    expect((await settle(listRoute.loader(args(get("/konto/ankiety/7", cookie), { group: "7" })))).status).toBe(404);
    expect((await settle(listRoute.loader(args(get("/konto/ankiety/0", cookie), { group: "0" })))).status).toBe(404);
  });

  it("sends a teacher without an accepted club to the account screen with the reason", async () => {
    const user = await createUser(t.db);
    await giveCertificate(t.db, user.id);
    await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.verification);
    const [enrollment] = await t.db
      .insert(seasonEnrollments)
      .values({ userId: user.id, seasonId: season.id })
      .returning();
    await t.db.insert(groups).values({ seasonEnrollmentId: enrollment.id, userId: user.id, groupNumber: 1 });
    const response = await settle(
      listRoute.loader(args(get("/konto/ankiety/1", await logIn(user.email)), { group: "1" })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/konto");
    expect((await toastOf(response))?.message).toBe(
      "Ankiety będą dostępne, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
    );
  });
});

describe("one survey (konto/ankiety/{group}/{id})", () => {
  async function teacherWithSurvey(fields: Record<string, string> = {}) {
    const who = await teacher();
    await create(who.cookie, { ...PUPIL, ...fields });
    const [stored] = await storedSurveys(who.groups[0].id);
    return { ...who, id: String(stored.id) };
  }

  const open = (id: string, cookie: string, group = "1") =>
    settle(surveyRoute.loader(args(get(`/konto/ankiety/${group}/${id}`, cookie), { group, id })));
  const save = (id: string, fields: Record<string, string>, cookie: string, group = "1") =>
    settle(surveyRoute.action(args(post(`/konto/ankiety/${group}/${id}`, fields, cookie), { group, id })));

  it("gives the form the stored survey, an omitted measurement as null", async () => {
    const { cookie, id } = await teacherWithSurvey({ plank_omitted: "on" });
    const page = await (await open(id, cookie)).json();
    expect(page).toMatchObject({ group: 1, adding: true, kept: null });
    expect(page.survey).toMatchObject({ ordinalNumber: 1, bodyWeight: 38.5, run: 21.35, plank: null });
  });

  it("stores a change: a result given back, another one omitted (null, never 0)", async () => {
    const { cookie, id, groups: own } = await teacherWithSurvey({ plank_omitted: "on" });
    const response = await save(
      id,
      { ...PUPIL, plank: "90", waist: "", waist_omitted: "on", class_number: "6" },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/konto/ankiety/1");
    expect((await toastOf(response))?.message).toBe("Zapisano zmiany w ankiecie nr 1: Zofia Kamińska.");
    const [stored] = await storedSurveys(own[0].id);
    expect(stored).toMatchObject({ plank: 90, waist: null, classNumber: 6 });
  });

  it("is the 404 page for another teacher's survey, another group's, and a malformed id", async () => {
    const { id } = await teacherWithSurvey();
    const other = await teacher();
    expect((await open(id, other.cookie)).status).toBe(404);
    expect((await save(id, PUPIL, other.cookie)).status).toBe(404);

    const { cookie, id: own } = await teacherWithSurvey();
    expect((await open(own, cookie, "2")).status).toBe(404);
    expect((await save(own, PUPIL, cookie, "2")).status).toBe(404);
    expect((await open("1e3", cookie)).status).toBe(404);
  });

  it("asks before deleting a survey, deletes it and names it on the list; outside the window it stays", async () => {
    const { cookie, id, groups: own } = await teacherWithSurvey();
    const asking = settle(surveyRoute.loader(args(get(`/konto/ankiety/1/${id}?usun`, cookie), { group: "1", id })));
    expect(await (await asking).json()).toMatchObject({ asksDeletion: true });
    const deleted = await save(id, { intent: "delete" }, cookie);
    expect(deleted.headers.get("location")).toBe("/konto/ankiety/1");
    expect((await toastOf(deleted))?.message).toBe("Usunięto ankietę nr 1: Zofia Kamińska.");
    expect(await storedSurveys(own[0].id)).toEqual([]);

    const kept = await teacherWithSurvey();
    t.clock.now = CLOSED;
    const late = await logIn(kept.user.email);
    const refused = await save(kept.id, { intent: "delete" }, late);
    expect(refused.headers.get("location")).toBe(`/konto/ankiety/1/${kept.id}`);
    expect((await toastOf(refused))?.message).toBe("Ankiety można dodawać i edytować od 2026-03-01 do 2026-03-31.");
    expect(await storedSurveys(kept.groups[0].id)).toHaveLength(1);
  });

  it("is for reading only outside the survey window", async () => {
    const { user, id, groups: own } = await teacherWithSurvey();
    t.clock.now = CLOSED;
    // The API's tokens are as old as its clock says: a new login.
    const cookie = await logIn(user.email);
    expect(await (await open(id, cookie)).json()).toMatchObject({
      adding: false,
      window: "Ankiety można dodawać od 01.03.2026 do 31.03.2026. Poza tym terminem można je tylko przeglądać.",
    });
    const response = await save(id, { ...PUPIL, first_name: "Zuzanna" }, cookie);
    expect(response.status).toBe(400);
    const [stored] = await storedSurveys(own[0].id);
    expect(stored.firstName).toBe("Zofia");
  });
});
