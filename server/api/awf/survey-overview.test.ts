import { surveyOverviewResponse } from "../../../app/lib/contract/survey-overview";
import {
  createUser,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  logInTwoClubTeachers,
  SURVEY_BODY,
} from "../../../tests/support/api";

/** With a disability note, which the list must not carry. */
const SURVEY = { ...SURVEY_BODY, has_disability_certificate: true, type_of_disability: "Niedosłuch" };

const LISTED = [
  "id",
  "ordinal_number",
  "first_name",
  "last_name",
  "examination_date",
  "body_weight",
  "body_height",
  "waist",
  "beep_test",
  "run",
  "stick_overhang",
  "plank",
];

describeOnEachDatabase("the survey list's overview on %s", (t) => {
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    ({ token, otherToken } = await logInTwoClubTeachers(t, 1));
  });

  const get = (path: string, as = token) => t.request("GET", path, { token: as });

  it("gives the group's surveys as the list call does, only the fields a list shows, and the setup as its call does", async () => {
    const again = { ...SURVEY, first_name: ` ${SURVEY.first_name.toUpperCase()} `, examination_date: "2026-03-10" };
    for (const json of [SURVEY, { ...SURVEY, first_name: "Jan", sex: "M", plank: null, waist: null }, again]) {
      await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json }), 201);
    }
    await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json: { ...SURVEY, group: 2 } }), 201);

    const overview = await expectJson(await get("/pl/api/awf/survey/overview/?group=1"), 200);
    expect(surveyOverviewResponse.strict().safeParse(overview).success).toBe(true);
    const listed = await expectJson(await get("/pl/api/awf/survey/?group=1"), 200);
    // The same pupil examined again (written in other letter case) shares the first one's number.
    const pupils = [1, 2, 1];
    expect(overview.surveys).toEqual(
      listed.map((survey: Record<string, unknown>, index: number) => ({
        ...Object.fromEntries(LISTED.map((field) => [field, survey[field]])),
        pupil: pupils[index],
      })),
    );
    expect(overview.surveys.map((survey: { plank: number | null }) => survey.plank)).toEqual([75, null, 75]);
    // Children's data the list does not show stays out of the answer.
    expect(JSON.stringify(overview)).not.toMatch(
      /birthdate|2015-05-04|disability_certificate|type_of_disability|Niedosłuch|class_number/,
    );

    expect(overview.setup).toEqual(await expectJson(await get("/pl/api/awf/setup/"), 200));
    const enrollment = await expectJson(await get("/pl/api/awf/season/enroll/"), 200);
    expect(overview.group).toEqual(enrollment.groups[0]);
  });

  it("gives no group or surveys of a number that is not the teacher's", async () => {
    expect(await expectJson(await get("/pl/api/awf/survey/overview/?group=2", otherToken), 200)).toMatchObject({
      setup: { surveys_preview_available: true },
      group: null,
      surveys: [],
    });
  });

  it("gives no group to a teacher whose surveys are not open, with the setup that says why", async () => {
    const user = await createUser(t.db);
    const outsider = (await loginAs(t, user.email)).token;
    expect(await expectJson(await get("/pl/api/awf/survey/overview/?group=1", outsider), 200)).toMatchObject({
      setup: { surveys_preview_available: false },
      group: null,
      surveys: [],
    });
  });

  it("refuses a missing or malformed group number with 400, and a request without a token with 401", async () => {
    for (const query of ["", "?group=", "?group=0", "?group=abc"]) {
      expect(await expectJson(await get(`/pl/api/awf/survey/overview/${query}`), 400)).toEqual({
        group: [expect.any(String)],
      });
    }
    await expectJson(await t.request("GET", "/pl/api/awf/survey/overview/?group=1"), 401);
  });
});
