import { SURVEY_MEASUREMENTS, type SurveyMeasurement } from "../../../app/lib/validation";
import { describeOnEachDatabase, expectJson, logInTwoClubTeachers } from "../../../tests/support/api";
import { ageInMonths, whoZScore } from "../../domain/growth";

const BASE = {
  group: 1,
  school_type: "podstawowa",
  class_number: 5,
  guardian_consent: true,
  pe_participation: true,
  pe_evaluation: 5,
  has_disability_certificate: false,
  type_of_disability: "",
};
const ZOFIA = { first_name: "Zofia", last_name: "Kamińska", sex: "K", birthdate: "2015-05-04" };
const JAN = { first_name: "Jan", last_name: "Nowak", sex: "M", birthdate: "2014-02-10" };
const OLA = { first_name: "Ola", last_name: "Lis", sex: "K", birthdate: "2015-01-20" };
/** Every measurement of a survey omitted but those given. */
const measures = (m: Partial<Record<SurveyMeasurement, number | null>>) => ({
  ...Object.fromEntries(Object.keys(SURVEY_MEASUREMENTS).map((name) => [name, null])),
  ...m,
});

/** Two rounds: Zofia and Jan surveyed twice (some results omitted), Ola once. */
const SURVEYS = [
  {
    ...ZOFIA,
    examination_date: "2025-09-15",
    ...measures({
      body_weight: 36,
      body_height: 142,
      waist: 60,
      beep_test: 30,
      run: 22,
      stick_overhang: 10,
      plank: 60,
    }),
  },
  { ...JAN, examination_date: "2025-09-15", ...measures({ beep_test: 40, stick_overhang: 5, plank: 90 }) },
  { ...OLA, examination_date: "2025-09-16", ...measures({ beep_test: 20, run: 23.1 }) },
  {
    ...ZOFIA,
    examination_date: "2026-03-09",
    ...measures({ body_weight: 38.5, body_height: 146, waist: 74, beep_test: 34, run: 21.35, stick_overhang: 12.4 }),
  },
  { ...JAN, examination_date: "2026-03-10", ...measures({ beep_test: 38, run: 19.5, stick_overhang: 2, plank: 70 }) },
];

describeOnEachDatabase("the group's fitness report on %s", (t) => {
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    ({ token, otherToken } = await logInTwoClubTeachers(t));
    for (const survey of SURVEYS)
      await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json: { ...BASE, ...survey } }), 201);
  });

  const report = async () => expectJson(await t.request("GET", "/pl/api/awf/fitness-report/?group=1", { token }), 200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const measure = (body: any, name: string, sex = "all") =>
    body.measures.find((m: { measure: string; sex: string }) => m.measure === name && m.sex === sex);

  it("matches each pupil's first and latest survey and tells their changes", async () => {
    const body = await report();
    expect(body).toMatchObject({
      group: 1,
      // Whose group it is, for the report's heading.
      school: "Szkoła Podstawowa nr 12",
      teacher: "Anna Nowak",
      season: "Sezon wiosenny 2026",
      pupils_surveyed_twice: 2,
      first_dates: { from: "2025-09-15", to: "2025-09-16" },
      latest_dates: { from: "2026-03-09", to: "2026-03-10" },
    });
    expect(body.pupils.map((p: { name: string; surveys: number }) => [p.name, p.surveys])).toEqual([
      ["Jan Nowak", 2],
      ["Ola Lis", 1],
      ["Zofia Kamińska", 2],
    ]);
    const [jan, ola, zofia] = body.pupils;
    // Beep test +4 shuttles (better), 10×5 m 0.65 s faster (better), hang +2.4 s (better), plank omitted at the latest.
    expect(zofia.changes).toEqual({ beep_test: "better", run: "better", stick_overhang: "better" });
    // −2 shuttles (the same), hang −3 s, plank −20 s; no run at the first survey.
    expect(jan.changes).toEqual({ beep_test: "same", stick_overhang: "worse", plank: "worse" });
    expect(ola.latest).toBeNull();
    expect(ola.changes).toEqual({});

    // 30 shuttles: stage 3 (7 + 8 + 8 = 23 ≤ 30 < 32), 9.5 km/h; age 10: 31.025 + 3.238·9.5 − 3.248·10 + 0.1536·9.5·10.
    expect(zofia.first).toMatchObject({ beep_test: 30, shuttle_stage: 3 });
    expect(zofia.first.vo2_max).toBeCloseTo(43.898, 3);
    const bmi = 36 / 1.42 ** 2;
    expect(zofia.first.bmi).toBeCloseTo(bmi, 10);
    const z = whoZScore({
      indicator: "bmi-for-age",
      sex: "female",
      ageMonths: ageInMonths("2015-05-04", "2025-09-15"),
      value: bmi,
    })!;
    expect(zofia.first.bmi_z).toBeCloseTo(z, 10);
    expect(zofia.first.bmi_category).toBe("normal");
    // Waist 74 cm at 146 cm: 0.507, marked.
    expect(zofia.latest).toMatchObject({ waist_to_height_high: true });
    expect(zofia.latest.waist_to_height).toBeCloseTo(74 / 146, 10);
    expect(zofia.first.waist_to_height_high).toBe(false);
    // Nothing weighed: no BMI, and it is not a category.
    expect(jan.first).toMatchObject({ bmi: null, bmi_z: null, bmi_category: null, waist_to_height: null });
  });

  it("counts omitted results as omitted, never as 0, and only pupils measured both times in a change", async () => {
    const body = await report();
    expect(measure(body, "beep_test")).toEqual({
      measure: "beep_test",
      sex: "all",
      first: { measured: 3, omitted: 0, mean: 30 },
      latest: { measured: 2, omitted: 0, mean: 36 },
      change: { pupils: 2, mean_change: 1, better: 1, same: 1, worse: 0 },
    });
    const run = measure(body, "run");
    expect(run.first).toEqual({ measured: 2, omitted: 1, mean: 22.55 });
    expect(run.latest.mean).toBeCloseTo(20.425, 10);
    expect(run.change).toMatchObject({ pupils: 1, better: 1, same: 0, worse: 0 });
    expect(run.change.mean_change).toBeCloseTo(-0.65, 10);
    expect(measure(body, "plank")).toMatchObject({
      first: { measured: 2, omitted: 1, mean: 75 },
      latest: { measured: 1, omitted: 1, mean: 70 },
      change: { pupils: 1, mean_change: -20, better: 0, same: 0, worse: 1 },
    });
    // Girls and boys apart.
    expect(measure(body, "beep_test", "K")).toMatchObject({
      first: { measured: 2, mean: 25 },
      latest: { measured: 1, mean: 34 },
      change: { pupils: 1, better: 1 },
    });
    expect(measure(body, "beep_test", "M").change).toMatchObject({ pupils: 1, same: 1 });
    // BMI changes in value, never "better" or "worse".
    expect(measure(body, "bmi").change).toMatchObject({ pupils: 1, better: null, same: null, worse: null });
    const categories = body.bmi_categories
      .filter((c: { sex: string }) => c.sex === "all")
      .map((c: { category: string; first: number; latest: number }) => [c.category, c.first, c.latest]);
    expect(categories).toEqual([
      ["severe_thinness", 0, 0],
      ["thinness", 0, 0],
      ["normal", 1, 1],
      ["overweight", 0, 0],
      ["obesity", 0, 0],
      ["unknown", 2, 1],
    ]);
  });

  it("is its teacher's alone, and needs a group", async () => {
    expect((await t.request("GET", "/pl/api/awf/fitness-report/?group=1", { token: otherToken })).status).toBe(200);
    const others = await expectJson(
      await t.request("GET", "/pl/api/awf/fitness-report/?group=1", { token: otherToken }),
      200,
    );
    expect(others.pupils).toEqual([]);
    expect((await t.request("GET", "/pl/api/awf/fitness-report/?group=9", { token })).status).toBe(404);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/fitness-report/", { token }), 400)).toEqual({
      group: ["To pole jest wymagane"],
    });
    expect((await t.request("GET", "/pl/api/awf/fitness-report/?group=1")).status).toBe(401);
  });
});
