import fc from "fast-check";
import { z } from "zod";

import { anyText } from "../../../tests/support/arbitraries";
import { messages } from "../../../tests/support/validation";
import { isValidPassword, password, passwordProblems, passwordRepeat } from "./password";

describe("password", () => {
  it("edge lengths: 7 fails, 8 passes, 30 passes, 31 fails", () => {
    const seven = "Ab1!xyz";
    const eight = "Ab1!xyzw";
    const thirty = "Ab1!" + "x".repeat(26);
    const thirtyOne = "Ab1!" + "x".repeat(27);
    expect([seven, eight, thirty, thirtyOne].map((p) => p.length)).toEqual([7, 8, 30, 31]);
    expect(messages(password.safeParse(seven))).toEqual(["Hasło musi mieć co najmniej 8 znaków"]);
    expect(password.parse(eight)).toBe(eight);
    expect(password.parse(thirty)).toBe(thirty);
    expect(messages(password.safeParse(thirtyOne))).toEqual(["Hasło musi mieć nie więcej niż 30 znaków"]);
  });

  it("counts Polish letters: ą is lowercase, Ł uppercase", () => {
    expect(isValidPassword("ŁÓDŹąęś1!")).toBe(true);
    expect(isValidPassword("ŻÓŁW123#")).toBe(false);
    expect(passwordProblems("ŻÓŁW123#")).toEqual(["lowercase"]);
    expect(passwordProblems("żółw123#")).toEqual(["uppercase"]);
  });

  it("counts emoji as one character and as a special character", () => {
    expect(passwordProblems("Ab1😀xyz")).toEqual(["tooShort"]);
    expect(isValidPassword("Ab1😀xyzw")).toBe(true);
  });

  it.each([
    ["abcdefg1!", "Hasło musi zawierać wielką literę"],
    ["ABCDEFG1!", "Hasło musi zawierać małą literę"],
    ["Abcdefgh!", "Hasło musi zawierać cyfrę"],
    ["Abcdefgh1", "Hasło musi zawierać znak specjalny"],
    ["Abcd efgh1", "Hasło musi zawierać znak specjalny"],
    ["abcdefgh", "Hasło musi zawierać wielką literę, cyfrę i znak specjalny"],
    ["abc", "Hasło musi mieć co najmniej 8 znaków oraz zawierać wielką literę, cyfrę i znak specjalny"],
  ])("%j → %s", (value, message) => {
    expect(messages(password.safeParse(value))).toEqual([message]);
  });

  it("is never trimmed, and blank asks for a value", () => {
    expect(password.parse(" Ab1!xyz ")).toBe(" Ab1!xyz ");
    expect(messages(password.safeParse("        "))).toEqual(["To pole jest wymagane"]);
    expect(messages(password.safeParse(12345678))).toEqual([
      "Hasło musi mieć od 8 do 30 znaków i zawierać małą literę, wielką literę, cyfrę oraz znak specjalny",
    ]);
  });

  it("never throws, and valid means no problems", () => {
    fc.assert(
      fc.property(fc.oneof(anyText(40), fc.string({ unit: "grapheme", maxLength: 35 })), (text) => {
        const result = password.safeParse(text);
        expect(result.success).toBe(text.trim() !== "" && passwordProblems(text).length === 0);
      }),
    );
  });
});

describe("passwordRepeat", () => {
  const schema = z.object({ password, passwordRepeat: z.string().optional() }).superRefine(passwordRepeat());

  const issues = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  };

  it("passes when both are the same", () => {
    expect(issues({ password: "Ab1!xyzw", passwordRepeat: "Ab1!xyzw" })).toEqual([]);
  });

  it("puts the mismatch on the repeat field", () => {
    expect(issues({ password: "Ab1!xyzw", passwordRepeat: "Ab1!xyzW" })).toEqual([
      { path: ["passwordRepeat"], message: "Hasła nie są takie same" },
    ]);
  });

  it("asks for the repeat when it is empty", () => {
    expect(issues({ password: "Ab1!xyzw", passwordRepeat: "" })).toEqual([
      { path: ["passwordRepeat"], message: "To pole jest wymagane" },
    ]);
  });

  it("still compares when the password itself is weak", () => {
    expect(issues({ password: "abc", passwordRepeat: "abd" })).toEqual([
      {
        path: ["password"],
        message: "Hasło musi mieć co najmniej 8 znaków oraz zawierać wielką literę, cyfrę i znak specjalny",
      },
      { path: ["passwordRepeat"], message: "Hasła nie są takie same" },
    ]);
  });

  it("takes other field names and a custom message", () => {
    const custom = z
      .object({ newPassword: z.string(), confirm: z.string() })
      .superRefine(
        passwordRepeat<{ newPassword: string; confirm: string }>("newPassword", "confirm", "Powtórz to samo hasło"),
      );
    const result = custom.safeParse({ newPassword: "a", confirm: "b" });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path, i.message])).toEqual([
      [["confirm"], "Powtórz to samo hasło"],
    ]);
  });
});
