import { z } from "zod";

import { optionalField } from "./core";
import { required } from "./generic";
import { isMissing, requiredIf } from "./required-if";

const base = z.object({
  employment: required,
  employmentOther: optionalField(required),
  hasDisability: z.boolean().optional(),
  disabilityNote: optionalField(required),
});
type Form = z.infer<typeof base>;

const schema = base
  .superRefine(requiredIf<Form>((data) => data.employment === "inna").field("employmentOther"))
  .superRefine(
    requiredIf<Form>((data) => data.hasDisability === true, "Opisz potrzeby ucznia").field("disabilityNote"),
  );

const issues = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe("requiredIf", () => {
  it("requires the field while the condition holds, with the default message", () => {
    expect(issues({ employment: "inna" })).toEqual([{ path: ["employmentOther"], message: "To pole jest wymagane" }]);
    expect(issues({ employment: "inna", employmentOther: "   " })).toEqual([
      { path: ["employmentOther"], message: "To pole jest wymagane" },
    ]);
  });

  it("lets the field stay empty when the condition does not hold", () => {
    expect(issues({ employment: "etat" })).toEqual([]);
    expect(issues({ employment: "inna", employmentOther: "umowa o dzieło" })).toEqual([]);
  });

  it("uses a custom message", () => {
    expect(issues({ employment: "etat", hasDisability: true })).toEqual([
      { path: ["disabilityNote"], message: "Opisz potrzeby ucznia" },
    ]);
  });

  it("still reports when another field failed, so every error shows at once", () => {
    expect(issues({ employment: "inna", hasDisability: true })).toEqual([
      { path: ["employmentOther"], message: "To pole jest wymagane" },
      { path: ["disabilityNote"], message: "Opisz potrzeby ucznia" },
    ]);
  });

  it("checks several fields and single values", () => {
    const rule = requiredIf<{ a?: string; b?: string; c?: boolean }>((data) => data.c === true);
    const both = z
      .object({ a: z.string().optional(), b: z.string().optional(), c: z.boolean() })
      .superRefine(rule.field("a", "b"));
    const result = both.safeParse({ c: true, a: "x" });
    expect(result.success ? [] : result.error.issues.map((i) => i.path)).toEqual([["b"]]);
    expect(rule.check("", { c: true })).toBe("To pole jest wymagane");
    expect(rule.check("", { c: false })).toBeNull();
  });

  it("counts an unticked checkbox as missing", () => {
    expect(isMissing(false)).toBe(true);
    expect(isMissing(true)).toBe(false);
    expect(isMissing(0)).toBe(false);
  });
});
