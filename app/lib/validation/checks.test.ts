import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { emailCheck, formRules, maxLengthCheck, pipe, requiredCheck } from "./checks";
import { passwordRepeatProblem } from "./password-checks";
import { profileFields } from "./profile";
import { profileChecks } from "./profile-checks";

const contact = formRules({ email: emailCheck, name: pipe(requiredCheck, maxLengthCheck(5)) }, ({ email, name }) => ({
  name: typeof name === "string" && name === email ? "Imię nie może być adresem" : null,
}));

describe("formRules", () => {
  it("answers every field's error at once, as zod's safeParse would", () => {
    expect(contact.safeParse({ email: "jan@", name: "  " })).toEqual({
      success: false,
      error: {
        issues: [
          { path: ["email"], message: "Wprowadź poprawny adres e-mail" },
          { path: ["name"], message: "To pole jest wymagane" },
        ],
      },
    });
  });

  it("outputs the normalised values of the declared fields only", () => {
    expect(contact.safeParse({ email: " jan@szkola.pl ", name: " Jan ", extra: "x" })).toEqual({
      success: true,
      data: { email: "jan@szkola.pl", name: "Jan" },
    });
  });

  it("checks across fields after each field, on the values each field gave", () => {
    expect(contact.safeParse({ email: "a@b.pl", name: "a@b.pl" })).toEqual({
      success: false,
      error: {
        issues: [
          { path: ["name"], message: "Wprowadź nie więcej niż 5 znaków" },
          { path: ["name"], message: "Imię nie może być adresem" },
        ],
      },
    });
    const distinct = formRules({ a: requiredCheck, b: requiredCheck }, ({ a, b }) => ({ b: a === b ? "Inne" : null }));
    expect(distinct.safeParse({ a: " x", b: "x " })).toEqual({
      success: false,
      error: { issues: [{ path: ["b"], message: "Inne" }] },
    });
  });

  it("reads anything that is not an object as an empty form", () => {
    expect(contact.safeParse(null)).toEqual({
      success: false,
      error: {
        issues: [
          { path: ["email"], message: "To pole jest wymagane" },
          { path: ["name"], message: "To pole jest wymagane" },
        ],
      },
    });
  });
});

describe("the profile fields", () => {
  it("give the registration form's checks and the API's zod schemas the same answers", () => {
    const fieldValue = fc.oneof(
      anyText(130),
      fc.constantFrom(
        "Jan",
        "Łucja Ćwik",
        "00950",
        "00-950",
        "600700800",
        "+48 600 700 800",
        "Warszawa 2",
        "x".repeat(61),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(profileChecks) as (keyof typeof profileChecks)[])),
        fieldValue,
        (name, value) => {
          const check = profileChecks[name](value);
          const schema = profileFields[name].safeParse(value);
          expect(schema.success).toBe(check.ok);
          if (check.ok && schema.success) expect(schema.data).toBe(check.value);
          if (!check.ok && !schema.success) expect(schema.error.issues[0]!.message).toBe(check.message);
        },
      ),
    );
  });
});

describe("passwordRepeatProblem", () => {
  it("asks for the repeat only under a typed password, and for the same text", () => {
    expect(passwordRepeatProblem("Tajne#Haslo1", "Tajne#Haslo1")).toBeNull();
    expect(passwordRepeatProblem("Tajne#Haslo1", "")).toBe("To pole jest wymagane");
    expect(passwordRepeatProblem("", undefined)).toBeNull();
    expect(passwordRepeatProblem("Tajne#Haslo1", "Tajne#Haslo2")).toBe("Hasła nie są takie same");
  });
});
