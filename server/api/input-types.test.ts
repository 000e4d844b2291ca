// Issue 13 items 10 and 11, over the whole contract: a control character in
// any text field of any call is refused with 400 naming the field (ASVS 4.0.3
// V5.1.3, V5.1.4; found on main: a NUL gave 500 and the applicant's data in the
// error log), and numbers, choices and names take only what they mean.
import { ClubEnrollmentStatus, type Operation, OPERATIONS, pathOf } from "../../app/lib/contract";
import {
  createActiveClub,
  createClubEnrollment,
  createCurrentSeason,
  createEvent,
  createUser,
  expectJson,
  loginAs,
  newUserToken,
  openTestApi,
  PROFILE_BODY,
  registerToEvent,
  SCHEDULE_ITEM_BODY,
  SURVEY_BODY as SURVEY,
} from "../../tests/support/api";
import { type JsonSchema, toJsonSchema } from "./openapi/json-schema";

const CONTROL_MESSAGE = "Tekst zawiera niedozwolone znaki sterujące. Usuń je i spróbuj ponownie.";
const CONTROL_CHARACTERS = ["\u0000", "\u0007", "\u001b", "\u007f"];

/** The fields a call's body documents: an object's properties, or those of a list's items (sent as a list of one). */
function bodyFields(op: Operation): { fields: string[]; asList: boolean } {
  const schema = toJsonSchema(op.body!);
  const items = schema.type === "array" ? (schema.items as JsonSchema) : null;
  const properties = (items ?? schema).properties as Record<string, JsonSchema> | undefined;
  return { fields: Object.keys(properties ?? {}), asList: items !== null };
}

const WITH_BODY = OPERATIONS.filter((op) => op.body && op.method !== "GET");

describe("control characters in any text field of any call", () => {
  const t = openTestApi();
  let token: string;
  let staffToken: string;
  let eventSlug: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const season = await createCurrentSeason(t.db);
    const { user } = await createActiveClub(t.db, t.config, season.id);
    const event = await createEvent(t.db);
    eventSlug = event.slug;
    await registerToEvent(t.db, user.id, event.id);
    token = (await loginAs(t, user.email)).token;
    staffToken = await newUserToken(t, { isStaff: true });
    const item = await t.request("POST", "/pl/api/awf/schedule/", { token, json: SCHEDULE_ITEM_BODY });
    ids.schedule = (await expectJson(item, 201)).id;
    ids.survey = (await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json: SURVEY }), 201)).id;
    const applicant = await createUser(t.db);
    ids.application = (await createClubEnrollment(t.db, t.config, applicant.id, ClubEnrollmentStatus.verification)).id;
  });

  function pathFor(op: Operation): string {
    return pathOf(op, {
      event: eventSlug,
      id: String(op.path.includes("survey") ? ids.survey : op.path.includes("staff") ? ids.application : ids.schedule),
      video: "test-wahadlowy-20-m",
    });
  }

  const cases = WITH_BODY.flatMap((op) =>
    bodyFields(op).fields.map((field, index) => ({
      call: `${op.method} ${op.path}`,
      op,
      field,
      character: CONTROL_CHARACTERS[index % CONTROL_CHARACTERS.length],
    })),
  );

  it("covers every call with a body and every field it documents", () => {
    expect(WITH_BODY.length).toBeGreaterThanOrEqual(15);
    expect(cases.length).toBeGreaterThanOrEqual(80);
  });

  it.each(cases)("$call: $field", async ({ op, field, character }) => {
    const { asList } = bodyFields(op);
    const value = { [field]: `Kowalski${character}Nowak` };
    const response = await t.request(op.method, pathFor(op), {
      token:
        op.auth === "none" ? undefined : op.auth === "staff" || op.path.includes("second-factor") ? staffToken : token,
      json: asList ? [value] : value,
      headers: op.path.includes("newsletter") ? { "X-Newsletter-Token": "x" } : {},
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    const key = asList ? `0.${field}` : field;
    expect(body).toMatchObject({ [key]: [CONTROL_MESSAGE] });
  });

  it("refuses them in a multipart form and in a file's name too", async () => {
    const form = new FormData();
    form.append("school_name", "SP\u0000 12");
    form.append("schools_principal_consent", new File(["%PDF-1.4"], "zgoda\u0000.pdf", { type: "application/pdf" }));
    const response = await t.request("POST", "/pl/api/awf/club/enroll/", { token, form });
    expect(await expectJson(response, 400)).toMatchObject({
      school_name: [CONTROL_MESSAGE],
      schools_principal_consent: [CONTROL_MESSAGE],
    });
  });

  it("finds no city whose address holds one (found on main: 500)", async () => {
    for (const [method, path] of [
      ["GET", "/%00/pl/api/agenda/agenda_items/sign_up_enabled/"],
      ["POST", "/warszawa%00/pl/api/auth/register/"],
    ] as const) {
      const response = await t.request(method, path, method === "POST" ? { json: {} } : {});
      expect(await expectJson(response, 404)).toEqual({ detail: expect.any(String) });
    }
  });

  it("lets a textarea's tab and line breaks through", async () => {
    const response = await t.request("POST", `/pl/api/awf/schedule/${ids.schedule}/cancel`, {
      token,
      json: { cancellation_reason: "Hala zajęta:\tzawody\r\ngminne" },
    });
    expect(response.status).toBe(200);
  });
});

describe("types are types", () => {
  const t = openTestApi();
  let token: string;
  beforeAll(async () => {
    const season = await createCurrentSeason(t.db);
    const { user } = await createActiveClub(t.db, t.config, season.id);
    token = (await loginAs(t, user.email)).token;
  });

  // Found on main: "" became 0, true became 1, and they were stored.
  it.each([
    ["null", null],
    ["an empty text", ""],
    ["a list", []],
    ["true", true],
    ["a fraction", 5.5],
    ["a text", "piąta"],
  ])("a whole-number field refuses %s (ASVS 4.0.3 V5.1.3)", async (_, wrong) => {
    for (const field of ["class_number", "group"]) {
      const response = await t.request("POST", "/pl/api/awf/survey/", { token, json: { ...SURVEY, [field]: wrong } });
      expect(response.status, `${field}: ${JSON.stringify(wrong)}`).toBe(400);
      expect(Object.keys(await response.json())).toContain(field);
    }
    const enrol = await t.request("PUT", "/pl/api/awf/season/place", {
      token,
      json: [{ group_number: wrong, default_classes_place: "Hala" }],
    });
    expect(enrol.status).toBe(400);
  });

  it("a nullable number takes null, and a form's number text", async () => {
    const created = await expectJson(
      await t.request("POST", "/pl/api/awf/survey/", { token, json: { ...SURVEY, pe_evaluation: null } }),
      201,
    );
    expect(created.pe_evaluation).toBeNull();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...SURVEY, class_number: "6", pe_evaluation: "" })) {
      form.append(name, String(value));
    }
    expect(await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, form }), 201)).toMatchObject({
      class_number: 6,
      pe_evaluation: null,
    });
  });

  it("a select takes only its listed values (ASVS 4.0.3 V5.1.4)", async () => {
    expect((await t.request("PUT", "/pl/api/account/", { token, json: PROFILE_BODY })).status).toBe(200);
    for (const [field, wrong] of [
      ["user_groups1", "Mistrz świata"],
      ["user_groups2", "<script>"],
    ]) {
      const response = await t.request("PUT", "/pl/api/account/", { token, json: { ...PROFILE_BODY, [field]: wrong } });
      expect(await expectJson(response, 400)).toEqual({ [field]: ["Wybierz jedną z pozycji listy"] });
    }
  });

  it("a name refuses tabs and line breaks, which free text allows", async () => {
    const response = await t.request("POST", "/pl/api/awf/survey/", {
      token,
      json: { ...SURVEY, first_name: "Zofia\tMaria", last_name: "Kamińska\nNowak" },
    });
    expect(await expectJson(response, 400)).toMatchObject({
      first_name: [expect.stringContaining("U+0009")],
      last_name: [expect.stringContaining("U+000A")],
    });
  });
});
