import fc from "fast-check";
import { z } from "zod";

import { anyText } from "../../../tests/support/arbitraries";
import { invalid, isBlank, isEmptyFile, isFileLike, optionalField, rule, textRule, valid } from "./core";
import { required } from "./generic";
import { textLength } from "./text";

const issues = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));

describe("isBlank", () => {
  it.each([undefined, null, "", "   ", "\n\t", "\u00a0", [], { name: "", size: 0 }])("%j is blank", (value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each(["a", " a ", 0, false, ["x"], { name: "a.pdf", size: 0 }, { name: "", size: 3 }, {}])(
    "%j is not blank",
    (value) => {
      expect(isBlank(value)).toBe(false);
    },
  );
});

describe("file-like values", () => {
  it("recognise a File without instanceof", () => {
    expect(isFileLike({ name: "a.pdf", size: 10 })).toBe(true);
    expect(isFileLike(new File(["abc"], "a.txt"))).toBe(true);
    expect(isFileLike({ name: "a.pdf" })).toBe(false);
    expect(isFileLike({ name: "a.pdf", size: -1 })).toBe(false);
    expect(isFileLike({ name: "a.pdf", size: Number.NaN })).toBe(false);
    expect(isFileLike("a.pdf")).toBe(false);
    expect(isFileLike(null)).toBe(false);
  });

  it("treat the empty file of an untouched input as empty", () => {
    expect(isEmptyFile(new File([], ""))).toBe(true);
    expect(isEmptyFile({ name: "a.pdf", size: 0 })).toBe(false);
  });
});

describe("rule", () => {
  const even = rule((value) => (value === 2 ? valid(2) : invalid("Nieparzysta")));

  it("reports REQUIRED for blank values and its own message otherwise", () => {
    expect(issues(even.safeParse(undefined))).toEqual([{ path: [], message: "To pole jest wymagane" }]);
    expect(issues(even.safeParse(3))).toEqual([{ path: [], message: "Nieparzysta" }]);
    expect(even.parse(2)).toBe(2);
  });

  it("keeps failures non-fatal so object refinements still run", () => {
    const schema = z.object({ a: even, b: even }).superRefine((_, ctx) => {
      ctx.addIssue({ code: "custom", message: "refinement ran", path: ["b"] });
    });
    expect(issues(schema.safeParse({ a: 3 }))).toEqual([
      { path: ["a"], message: "Nieparzysta" },
      { path: ["b"], message: "To pole jest wymagane" },
      { path: ["b"], message: "refinement ran" },
    ]);
  });
});

describe("textRule", () => {
  const upper = textRule("Tylko tekst", (text) => (text === text.toUpperCase() ? null : "Wielkimi literami"));

  it("trims, checks and outputs the normalised text", () => {
    expect(upper.parse("  ABC ")).toBe("ABC");
    expect(issues(upper.safeParse("abc"))).toEqual([{ path: [], message: "Wielkimi literami" }]);
  });

  it("accepts finite numbers as text and rejects other types with its message", () => {
    expect(upper.parse(12)).toBe("12");
    expect(issues(upper.safeParse({}))).toEqual([{ path: [], message: "Tylko tekst" }]);
    expect(issues(upper.safeParse(Number.POSITIVE_INFINITY))).toEqual([{ path: [], message: "Tylko tekst" }]);
  });
});

describe("optionalField", () => {
  const schema = optionalField(required);

  it("turns blank values into undefined", () => {
    expect(schema.parse("")).toBeUndefined();
    expect(schema.parse("   ")).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
  });

  it("still applies the rule to a given value", () => {
    expect(schema.parse(" x ")).toBe("x");
    expect(z.object({ f: optionalField(required) }).parse({})).toEqual({ f: undefined });
  });
});

describe("textLength", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(textLength("zażółć")).toBe(6);
    expect(textLength("😀😀")).toBe(2);
    expect(textLength("")).toBe(0);
  });

  it("never exceeds the UTF-16 length", () => {
    fc.assert(fc.property(anyText(40), (text) => textLength(text) <= text.length));
  });
});
