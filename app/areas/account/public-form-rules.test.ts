import { setPasswordSchema } from "~/areas/account/set-password.rules";
import { fieldErrorsFromIssues } from "~/lib/forms/form-failure";
import type { FormSchema } from "~/lib/validation/checks";

import { loginSchema } from "./login.rules";
import { passwordRecoverySchema } from "./password-recovery.rules";
import { eventCodeSchema, registrationSchema } from "./registration.rules";

function errorsOf(schema: FormSchema, data: Record<string, unknown>) {
  const result = schema.safeParse(data);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

const REQUIRED = "To pole jest wymagane";

describe("the public forms' rules", () => {
  it("log in with an e-mail address and any password", () => {
    expect(errorsOf(loginSchema, {})).toEqual({ email: REQUIRED, password: REQUIRED });
    expect(loginSchema.safeParse({ email: " anna@szkola.pl ", password: "x", redirectTo: "/konto" })).toEqual({
      success: true,
      data: { email: "anna@szkola.pl", password: "x", redirectTo: "/konto", remember: false },
    });
  });

  it("send a recovery link to an e-mail address", () => {
    expect(errorsOf(passwordRecoverySchema, { email: "anna@" })).toEqual({ email: "Wprowadź poprawny adres e-mail" });
  });

  it("take a congress code of at most 100 characters", () => {
    expect(errorsOf(eventCodeSchema, { kod: "" })).toEqual({ kod: REQUIRED });
    expect(errorsOf(eventCodeSchema, { kod: "K".repeat(101) })).toEqual({ kod: "Wprowadź nie więcej niż 100 znaków" });
  });

  it("register a teacher with every profile field, the terms and the code, each error at once", () => {
    expect(Object.keys(errorsOf(registrationSchema, {})).sort()).toEqual(
      [
        "city",
        "email",
        "firstname",
        "kod",
        "lastname",
        "phone",
        "postal_code",
        "user_agreements",
        "user_groups1",
        "user_groups2",
      ].sort(),
    );
    const result = registrationSchema.safeParse({
      firstname: " Łucja ",
      lastname: "Ćwik",
      email: "lucja@szkola.pl",
      phone: "600700800",
      city: "Kraków",
      postal_code: "31042",
      user_groups1: "Nauczyciel wychowania fizycznego",
      user_groups2: "Nauczyciel",
      user_agreements: "on",
      kod: "KRK2026",
    });
    expect(result).toMatchObject({
      success: true,
      data: { firstname: "Łucja", phone: "600 700 800", postal_code: "31-042", user_agreements: true },
    });
  });

  it("set a strong password, typed twice the same", () => {
    expect(errorsOf(setPasswordSchema, { token: "t", password: "krótkie", password_repeat: "" })).toEqual({
      password: "Hasło musi mieć co najmniej 8 znaków oraz zawierać wielką literę, cyfrę i znak specjalny",
      password_repeat: REQUIRED,
    });
    expect(
      errorsOf(setPasswordSchema, { token: "t", password: "Tajne#Haslo1", password_repeat: "Tajne#Haslo2" }),
    ).toEqual({
      password_repeat: "Hasła nie są takie same",
    });
    expect(
      setPasswordSchema.safeParse({ token: "t", password: "Tajne#Haslo1", password_repeat: "Tajne#Haslo1" }).success,
    ).toBe(true);
  });
});
