import { eq } from "drizzle-orm";

import {
  atClock,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  logInTwoClubTeachers,
  SURVEY_BODY as SURVEY,
} from "../../../tests/support/api";
import { auditEntriesAbout } from "../../db/audit";
import { surveys } from "../../db/schema";

describeOnEachDatabase("surveys on %s", (t) => {
  let token: string;
  let owner: { email: string };
  let otherToken: string;
  beforeAll(async () => {
    ({ token, otherToken, owner } = await logInTwoClubTeachers(t));
  });

  it("creates surveys numbered per group, lists, reads and updates them", async () => {
    const first = await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json: SURVEY }), 201);
    expect(first).toEqual({ id: first.id, ...SURVEY, ordinal_number: 1 });
    const second = await expectJson(
      await t.request("POST", "/pl/api/awf/survey/", { token, json: { ...SURVEY, first_name: "Jan", sex: "M" } }),
      201,
    );
    expect(second.ordinal_number).toBe(2);
    const otherGroup = await expectJson(
      await t.request("POST", "/pl/api/awf/survey/", { token, json: { ...SURVEY, group: 2 } }),
      201,
    );
    expect(otherGroup.ordinal_number).toBe(1);
    const list = await expectJson(await t.request("GET", "/pl/api/awf/survey/?group=1", { token }), 200);
    expect(list.map((survey: { ordinal_number: number }) => survey.ordinal_number)).toEqual([1, 2]);
    const updated = await expectJson(
      await t.request("PUT", `/pl/api/awf/survey/${first.id}/`, {
        token,
        json: { ...SURVEY, plank: null, run: "22,5" },
      }),
      200,
    );
    expect(updated).toMatchObject({ plank: null, run: 22.5, ordinal_number: 1 });
    expect(await expectJson(await t.request("GET", `/pl/api/awf/survey/${first.id}/`, { token }), 200)).toEqual(
      updated,
    );
  });

  it("numbers simultaneous surveys of one group without gaps or repeats", async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request("POST", "/pl/api/awf/survey/", { token, json: { ...SURVEY, group: 2 } }),
      ),
    );
    const numbers = await Promise.all(
      responses.map(async (response) => (await expectJson(response, 201)).ordinal_number),
    );
    const highest = Math.max(...numbers);
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => highest - 11 + index));
  });

  it("keeps omitted measurements as null, never 0", async () => {
    const nearlyWhole = await expectJson(
      await t.request("POST", "/pl/api/awf/survey/", {
        token,
        json: { ...SURVEY, plank: 60.0000001, beep_test: "34" },
      }),
      201,
    );
    expect(nearlyWhole).toMatchObject({ plank: 60, beep_test: 34 });
    const omitted = {
      body_weight: null,
      body_height: null,
      waist: "",
      beep_test: null,
      run: null,
      stick_overhang: null,
      plank: null,
    };
    const created = await expectJson(
      await t.request("POST", "/pl/api/awf/survey/", { token, json: { ...SURVEY, ...omitted } }),
      201,
    );
    const [stored] = await t.db.select().from(surveys).where(eq(surveys.id, created.id));
    expect([
      stored.bodyWeight,
      stored.bodyHeight,
      stored.waist,
      stored.beepTest,
      stored.run,
      stored.stickOverhang,
      stored.plank,
    ]).toEqual([null, null, null, null, null, null, null]);
  });

  it("refuses implausible measurements and dates", async () => {
    const response = await t.request("POST", "/pl/api/awf/survey/", {
      token,
      json: { ...SURVEY, body_weight: 0, run: 5, plank: "dużo", sex: "X", guardian_consent: false },
    });
    expect(await expectJson(response, 400)).toEqual({
      sex: ["Wybierz jedną z dostępnych wartości."],
      guardian_consent: ["To pole jest wymagane"],
      body_weight: ["Podaj wartość od 10 do 200 kg."],
      run: ["Podaj wartość od 8 do 60 s."],
      plank: ["Wprowadź liczbę albo oznacz pomiar jako pominięty."],
    });
    const noDisabilityType = await t.request("POST", "/pl/api/awf/survey/", {
      token,
      json: { ...SURVEY, has_disability_certificate: true },
    });
    expect(await expectJson(noDisabilityType, 400)).toEqual({
      type_of_disability: ["Podaj rodzaj niepełnosprawności."],
    });
    const future = await t.request("POST", "/pl/api/awf/survey/", {
      token,
      json: { ...SURVEY, examination_date: "2026-03-11" },
    });
    expect(await expectJson(future, 400)).toEqual({ examination_date: ["Data badania nie może być z przyszłości."] });
  });

  it("answers 404 for another teacher's survey or group", async () => {
    const created = await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json: SURVEY }), 201);
    expect((await t.request("GET", `/pl/api/awf/survey/${created.id}/`, { token: otherToken })).status).toBe(404);
    expect(
      (await t.request("PUT", `/pl/api/awf/survey/${created.id}/`, { token: otherToken, json: SURVEY })).status,
    ).toBe(404);
    expect((await t.request("POST", "/pl/api/awf/survey/", { token, json: { ...SURVEY, group: 5 } })).status).toBe(404);
  });

  it("allows adding only inside the surveys window", async () => {
    t.clock.now = new Date("2026-04-02T10:00:00Z");
    const late = (await loginAs(t, owner.email)).token;
    expect(
      await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token: late, json: SURVEY }), 403),
    ).toEqual({
      detail: "Ankiety można dodawać i edytować od 2026-03-01 do 2026-03-31.",
    });
    expect((await t.request("GET", "/pl/api/awf/survey/", { token: late })).status).toBe(200);
    t.clock.now = new Date("2026-03-10T09:00:00Z");
  });

  it("deletes a survey entered by mistake inside the window, audited without the pupil's data", async () => {
    const kept = await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json: SURVEY }), 201);
    const mistaken = await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json: SURVEY }), 201);
    const path = `/pl/api/awf/survey/${mistaken.id}/`;
    expect(await expectJson(await t.request("DELETE", path, { token: otherToken }), 404)).toEqual({
      detail: "Nie znaleziono ankiety.",
    });
    expect(await expectJson(await t.request("DELETE", path, { token }), 200)).toEqual(mistaken);
    expect(await t.db.select().from(surveys).where(eq(surveys.id, mistaken.id))).toEqual([]);
    expect(await expectJson(await t.request("GET", `/pl/api/awf/survey/${kept.id}/`, { token }), 200)).toEqual(kept);
    expect(await auditEntriesAbout(t.db, "survey", mistaken.id)).toEqual([
      expect.objectContaining({
        actorLabel: owner.email,
        action: "survey.delete",
        subjectType: "survey",
        before: { group: 1, ordinal_number: mistaken.ordinal_number, examination_date: SURVEY.examination_date },
      }),
    ]);
    expect((await t.request("DELETE", path, { token })).status).toBe(404);

    await atClock(t, "2026-04-02T10:00:00Z", async () => {
      const late = (await loginAs(t, owner.email)).token;
      expect(
        await expectJson(await t.request("DELETE", `/pl/api/awf/survey/${kept.id}/`, { token: late }), 403),
      ).toEqual({
        detail: "Ankiety można dodawać i edytować od 2026-03-01 do 2026-03-31.",
      });
      expect(await t.db.select().from(surveys).where(eq(surveys.id, kept.id))).toHaveLength(1);
    });
  });
});
