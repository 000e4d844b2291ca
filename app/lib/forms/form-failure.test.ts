import { z } from "zod";

import { UpstreamError, UpstreamUnavailableError } from "~/lib/api/errors.server";
import { fieldErrorsFromIssues, FORM_ERROR, formDataToObject, isFormFailure } from "~/lib/forms/form-failure";
import {
  formFailure,
  submittedValues,
  upstreamFailure,
  upstreamFieldErrors,
  validateForm,
} from "~/lib/forms/forms.server";
import { email, required } from "~/lib/validation";

function formData(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const schema = z.object({ email, password: required, redirectTo: z.string().optional() });

describe("the contract between a PublicForm and its action", () => {
  it("reads FormData as remix-validated-form does: one value per name, a list when it repeats", () => {
    expect(
      formDataToObject(
        formData([
          ["email", "a@b.pl"],
          ["sports", "pilka"],
          ["sports", "siatkowka"],
        ]),
      ),
    ).toEqual({
      email: "a@b.pl",
      sports: ["pilka", "siatkowka"],
    });
  });

  it("keeps the first message of each field, keyed by its path", () => {
    const result = z
      .object({
        email,
        list: z.array(z.object({ name: required })),
        contact: z.union([z.literal("a"), z.literal("b")]),
      })
      .safeParse({ email: "x", list: [{ name: "" }], contact: "c" });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.error!.issues);
    expect(errors.email).toBe("Wprowadź poprawny adres e-mail");
    expect(errors["list[0].name"]).toBe("To pole jest wymagane");
    expect(typeof errors.contact).toBe("string");
  });

  it("recognises an action's refusal in action data", () => {
    expect(isFormFailure({ fieldErrors: {}, values: {} })).toBe(true);
    expect(isFormFailure({ sent: true })).toBe(false);
    expect(isFormFailure(undefined)).toBe(false);
  });
});

describe("forms.server", () => {
  it("answers an invalid post with 400, every error and the typed values, never the password", async () => {
    const result = validateForm(
      schema,
      formData([
        ["email", "jan@"],
        ["password", ""],
        ["redirectTo", "/konto"],
      ]),
    );
    expect(result.data).toBeUndefined();
    const response = result.failure!;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      fieldErrors: { email: "Wprowadź poprawny adres e-mail", password: "To pole jest wymagane" },
      values: { email: "jan@", redirectTo: "/konto" },
    });
  });

  it("gives the parsed data of a valid post, and what may be shown again for a later refusal", async () => {
    const result = validateForm(
      schema,
      formData([
        ["email", "jan@szkola.pl"],
        ["password", "Tajne#1"],
      ]),
    );
    expect(result.failure).toBeUndefined();
    expect(result.data).toEqual({ email: "jan@szkola.pl", password: "Tajne#1" });
    expect(result.values).toEqual({ email: "jan@szkola.pl" });
  });

  it("never echoes a password, a file or a field it is told to omit", () => {
    const data = formData([
      ["password", "Tajne#1"],
      ["password_repeat", "Tajne#1"],
      ["new_password", "x"],
      ["current_password", "x"],
      ["haslo", "x"],
      ["nowe_hasło", "x"],
      ["Hasło_powtórzone", "x"],
      ["certificate", new Blob(["%PDF"], { type: "application/pdf" })],
      ["token", "abc"],
      ["name", "UKS Orlik"],
      ["sports", "pilka"],
      ["sports", "siatkowka"],
    ]);
    expect(submittedValues(data, ["token"])).toEqual({ name: "UKS Orlik", sports: ["pilka", "siatkowka"] });
  });

  it("drops a password from values handed to formFailure directly", async () => {
    const response = formFailure({ password: "Za krótkie" }, { email: "a@b.pl", password: "x" }, { status: 409 });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ fieldErrors: { password: "Za krótkie" }, values: { email: "a@b.pl" } });
  });

  it("puts an upstream refusal on a field: 400 for a refusal, the status for a fault, and never a toast", async () => {
    /** The e-mail field's answer to an upstream error: its status, the cookie it sets and its body. */
    const onTheEmailField = async (error: UpstreamError) => {
      const response = await upstreamFailure(error, { email: "a@b.pl" }, { field: "email" });
      return { status: response.status, setCookie: response.headers.get("Set-Cookie"), body: await response.json() };
    };
    expect(await onTheEmailField(new UpstreamError(401, "Nieprawidłowy adres e-mail lub hasło."))).toEqual({
      status: 400,
      setCookie: null,
      body: { fieldErrors: { email: "Nieprawidłowy adres e-mail lub hasło." }, values: { email: "a@b.pl" } },
    });

    // A failed form speaks through its error summary: a toast set by the
    // action would show only on the next page without JavaScript. A fault of
    // the server is the whole form's error, never the field's (SPEC §8).
    const saveFailed = "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę.";
    expect(await onTheEmailField(new UpstreamError(503, saveFailed))).toEqual({
      status: 503,
      setCookie: null,
      body: { fieldErrors: { [FORM_ERROR]: saveFailed }, values: { email: "a@b.pl" } },
    });

    const ownMessage = await upstreamFailure(
      new UpstreamError(400, "Hasło: za proste", { password: ["za proste"] }),
      {},
      { field: "password", message: "za proste" },
    );
    expect(await ownMessage.json()).toEqual({ fieldErrors: { password: "za proste" }, values: {} });
  });
});

describe("where an upstream error stands on a form (SPEC §8)", () => {
  const fields = ["datetime", "topic"];
  const cases: [string, UpstreamError, Record<string, string>][] = [
    [
      "at the fields the API named",
      new UpstreamError(400, "Data: za późno", { datetime: ["za późno"] }),
      { datetime: "za późno" },
    ],
    ["a refusal that names no field: the whole form's", new UpstreamError(400, "Zajęcia są odwołane."), {}],
    ["a failure to save", new UpstreamError(503, "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę."), {}],
    ["the upstream out of reach", new UpstreamUnavailableError(), {}],
    ["a server error", new UpstreamError(500, "Coś poszło nie tak"), {}],
  ];
  it.each(cases)("%s", (_name, error, atFields) => {
    const expected = Object.keys(atFields).length > 0 ? atFields : { [FORM_ERROR]: error.message };
    expect(upstreamFieldErrors(error, { fields })).toEqual(expected);
    // A caller's own field takes a refusal, never a failure.
    const placed = upstreamFieldErrors(error, { fields, field: "topic" });
    if (error.status >= 500) expect(placed).toEqual(expected);
  });
});
