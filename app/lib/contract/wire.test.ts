import { z } from "zod";

import { clubEnrollmentResponse, ClubEnrollmentStatus, seasonEnrollBody, surveyBody } from "./index";
import { camelKey, fromWire, toWire } from "./wire";

const file = z.object({ id: z.string(), content_type: z.string() });
const answer = z.object({
  id: z.number(),
  first_name: z.string(),
  vo2_max: z.number().nullable(),
  note: z.string().optional(),
  consent_file: file.nullable(),
  past_files: z.array(file),
  per_group: z.record(z.object({ girls_count: z.number() })),
});

describe("toWire", () => {
  it("renames by the contract's keys, deep through objects, arrays and records, in the contract's order", () => {
    const wire = toWire(answer, {
      pastFiles: [{ id: "b", contentType: "image/png" }],
      consentFile: { id: "a", contentType: "application/pdf" },
      vo2Max: 41.5,
      firstName: "Ala",
      id: 1,
      perGroup: { "2": { girlsCount: 3 } },
    });
    expect(JSON.stringify(wire)).toBe(
      JSON.stringify({
        id: 1,
        first_name: "Ala",
        vo2_max: 41.5,
        consent_file: { id: "a", content_type: "application/pdf" },
        past_files: [{ id: "b", content_type: "image/png" }],
        per_group: { "2": { girls_count: 3 } },
      }),
    );
  });

  it("drops every key the contract does not name, also a row's own columns", () => {
    const row = { id: 1, firstName: "Ala", vo2Max: null, consentFile: null, pastFiles: [], perGroup: {} };
    const columns = { ...row, passwordHash: "secret", first_name: "Ola" };
    const wire = toWire(answer, columns);
    expect(wire).toEqual({
      id: 1,
      first_name: "Ala",
      vo2_max: null,
      consent_file: null,
      past_files: [],
      per_group: {},
    });
    expect(Object.keys(wire)).not.toContain("note");
  });

  it("keeps null where the contract allows it and leaves out what is undefined, as JSON would", () => {
    const wire = toWire(answer, {
      id: 1,
      firstName: "Ala",
      vo2Max: null,
      note: undefined,
      consentFile: null,
      pastFiles: [],
      perGroup: {},
    });
    expect("note" in wire).toBe(false);
    expect(wire.vo2_max).toBeNull();
    expect(wire.consent_file).toBeNull();
  });

  it("picks the union's option the value fits", () => {
    expect(toWire(clubEnrollmentResponse, { status: ClubEnrollmentStatus.empty })).toEqual({ status: -1 });
  });

  it("types the camelCase side from the contract", () => {
    // @ts-expect-error first_name is the wire's spelling, not the code's
    toWire(z.object({ first_name: z.string() }), { first_name: "Ala" });
    // @ts-expect-error a value of the wrong type
    toWire(z.object({ first_name: z.string() }), { firstName: 1 });
  });
});

describe("fromWire", () => {
  it("reads a parsed body under camelCase keys, transforms' values as they are", () => {
    const body = surveyBody.parse({
      group: "1",
      first_name: "Ala",
      last_name: "Nowak",
      sex: "K",
      birthdate: "2015-03-01",
      examination_date: "2025-10-01",
      school_type: "podstawowa",
      class_number: "4",
      guardian_consent: "on",
      pe_participation: "on",
      pe_evaluation: "",
      beep_test: "4",
      has_disability_certificate: "",
      type_of_disability: "",
      unknown_key: "x",
    });
    const columns = fromWire(surveyBody, body);
    expect(columns).toMatchObject({
      group: 1,
      firstName: "Ala",
      examinationDate: "2025-10-01",
      classNumber: 4,
      guardianConsent: true,
      peEvaluation: null,
      beepTest: 4,
      bodyWeight: null,
      hasDisabilityCertificate: false,
      typeOfDisability: "",
    });
    expect(Object.keys(columns).some((key) => key.includes("_"))).toBe(false);
  });

  it("reads through a union and an array of objects", () => {
    const body = seasonEnrollBody.parse({ groups: [{ disability_group: true, girls_count: 5, boys_count: 6 }] });
    expect(fromWire(seasonEnrollBody, body)).toEqual({
      groups: [{ disabilityGroup: true, girlsCount: 5, boysCount: 6 }],
    });
    const counted = seasonEnrollBody.parse({ groups: 2 });
    expect(fromWire(seasonEnrollBody, counted).groups).toHaveLength(2);
  });

  it("reads a union of objects by the option that names the value's keys, not the first", () => {
    const either = z.union([
      z.object({ status: z.number(), first_name: z.string() }),
      z.object({ status: z.number(), school_name: z.string(), school_city: z.string() }),
    ]);
    expect(fromWire(either, either.parse({ status: 1, school_name: "SP 12", school_city: "Łódź" }))).toEqual({
      status: 1,
      schoolName: "SP 12",
      schoolCity: "Łódź",
    });
    expect(fromWire(either, either.parse({ status: 2, first_name: "Ala" }))).toEqual({ status: 2, firstName: "Ala" });
  });

  it("is toWire's reverse for plain keys", () => {
    const wire = { id: 1, first_name: "Ala", vo2_max: 3, consent_file: null, past_files: [], per_group: {} };
    expect(toWire(answer, fromWire(answer, wire))).toEqual(wire);
  });
});

describe("camelKey", () => {
  it("splits at underscores only, as the types do", () => {
    expect(camelKey("vo2_max")).toBe("vo2Max");
    expect(camelKey("bmi_z")).toBe("bmiZ");
    expect(camelKey("vo2max")).toBe("vo2max");
    expect(camelKey("id")).toBe("id");
  });
});
