import fc from "fast-check";
import { z } from "zod";

import { anyText } from "../../../tests/support/arbitraries";
import * as validation from "./index";
import {
  bankAccount,
  email,
  isoDate,
  isoDateTime,
  optionalField,
  ordinaryName,
  password,
  passwordRepeat,
  personName,
  pesel,
  phone,
  postalCode,
  required,
  requiredCheckbox,
  requiredIf,
} from "./index";

describe("public API", () => {
  it.each([
    "pesel",
    "postalCode",
    "phone",
    "password",
    "bankAccount",
    "isoDate",
    "isoDateTime",
    "personName",
    "ordinaryName",
    "email",
    "required",
    "requiredCheckbox",
  ] as const)("exports the zod schema %s", (name) => {
    expect(validation[name]).toBeInstanceOf(z.ZodType);
  });

  it.each([
    "applyMask",
    "maskCaret",
    "requiredIf",
    "passwordRepeat",
    "exactLength",
    "minLength",
    "maxLength",
    "minValue",
    "maxValue",
    "fileSize",
    "fileExtension",
    "datetimeMaxHour",
    "datetimeMinHour",
    "timeMaxHour",
    "timeMinHour",
    "timeBetween",
    "timeNotBetween",
    "unequal",
    "isValidPesel",
    "peselBirthDate",
    "peselSex",
    "normalizeBankAccount",
    "formatBankAccount",
    "normalizePhone",
    "normalizePostalCode",
  ] as const)("exports the function %s", (name) => {
    expect(typeof validation[name]).toBe("function");
  });
});

// A cut-down club enrolment form, parsed from what a browser without JavaScript posts.
const enrolment = z.object({
  firstName: personName,
  lastName: personName,
  email,
  phone,
  pesel,
  postalCode,
  city: ordinaryName,
  bankAccount,
  startDate: isoDate,
  firstClass: isoDateTime,
  employment: required,
  employmentOther: optionalField(required),
  password,
  passwordRepeat: z.unknown(),
  consent: requiredCheckbox,
});
type Enrolment = z.infer<typeof enrolment>;

const withOther = enrolment
  .superRefine(requiredIf<Enrolment>((data) => data.employment === "inna").field("employmentOther"))
  .superRefine(passwordRepeat<Enrolment>());

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return Object.fromEntries(form);
};

describe("a whole form", () => {
  it("normalises what the masks would have typed", () => {
    const data = withOther.parse(
      post({
        firstName: " Łucja ",
        lastName: "Skłodowska-Curie",
        email: "lucja@szkola.edu.pl",
        phone: "600700800",
        pesel: "02070803628",
        postalCode: "00950",
        city: "Warszawa",
        bankAccount: "PL61 1090 1014 0000 0712 1981 2874",
        startDate: "2024-09-02",
        firstClass: "2024-09-02T14:30",
        employment: "etat",
        password: "Zażółć1!",
        passwordRepeat: "Zażółć1!",
        consent: "on",
      }),
    );
    expect(data).toMatchObject({
      firstName: "Łucja",
      phone: "600 700 800",
      postalCode: "00-950",
      bankAccount: "61109010140000071219812874",
      consent: true,
    });
    expect(data.employmentOther).toBeUndefined();
  });

  it("reports every error at once, each on its field, in Polish", () => {
    const result = withOther.safeParse(
      post({
        firstName: "Jan2",
        lastName: "",
        email: "jan@",
        phone: "600 700",
        pesel: "44051401358",
        postalCode: "00-95",
        city: "123",
        bankAccount: "61 1090 1014 0000 0712 1981 2875",
        startDate: "2023-02-29",
        firstClass: "2023-02-28 10:00",
        employment: "inna",
        password: "haslo",
        passwordRepeat: "hasło",
      }),
    );
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.success ? [] : result.error.issues).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(byField).toEqual({
      firstName: "Usuń znak „2” – dozwolone są tylko litery, spacje i łączniki",
      lastName: "To pole jest wymagane",
      email: "Wprowadź poprawny adres e-mail",
      phone: "Wprowadź poprawny numer telefonu, np. 600 700 800",
      pesel: "Wprowadź poprawny numer PESEL",
      postalCode: "Wprowadź poprawny kod pocztowy",
      city: "Wprowadź co najmniej jedną literę",
      bankAccount: "Numer rachunku bankowego jest niepoprawny – sprawdź, czy nie ma w nim literówki",
      startDate: "Wprowadź poprawną datę w formacie RRRR-MM-DD",
      firstClass: "Wprowadź poprawną datę i godzinę w formacie RRRR-MM-DDTGG:MM",
      password: "Hasło musi mieć co najmniej 8 znaków oraz zawierać wielką literę, cyfrę i znak specjalny",
      consent: "To pole jest wymagane",
      employmentOther: "To pole jest wymagane",
      passwordRepeat: "Hasła nie są takie same",
    });
  });
});

describe("every rule", () => {
  const m = validation;
  const rules: Array<[string, z.ZodTypeAny, Array<string | RegExp>]> = [
    ["required", m.required, []],
    ["email", m.email, [m.EMAIL]],
    ["minLength", m.minLength(2), [m.minLengthMessage(2)]],
    ["maxLength", m.maxLength(2), [m.maxLengthMessage(2)]],
    ["exactLength", m.exactLength(2), [m.exactLengthMessage(2)]],
    ["minValue", m.minValue(1), [m.NUMBER, m.minValueMessage(1)]],
    ["maxValue", m.maxValue(1), [m.NUMBER, m.maxValueMessage(1)]],
    ["unequal", m.unequal(["a", 2]), [m.UNEQUAL]],
    ["requiredCheckbox", m.requiredCheckbox, []],
    ["postalCode", m.postalCode, [m.POSTAL_CODE]],
    ["phone", m.phone, [m.PHONE]],
    ["pesel", m.pesel, [m.PESEL]],
    ["isoDate", m.isoDate, [m.ISO_DATE]],
    ["isoDateTime", m.isoDateTime, [m.ISO_DATETIME]],
    ["bankAccount", m.bankAccount, [m.BANK_ACCOUNT, m.BANK_ACCOUNT_CHECKSUM]],
    [
      "personName",
      m.personName,
      [m.PERSON_NAME, m.NAME_WITHOUT_LETTER, /^Usuń znaki? .+ – dozwolone są tylko litery, spacje i łączniki$/],
    ],
    [
      "ordinaryName",
      m.ordinaryName,
      [
        m.ORDINARY_NAME,
        m.NAME_WITHOUT_LETTER,
        /^Usuń znaki? .+ – dozwolone są tylko litery, cyfry, spacje i łączniki$/,
      ],
    ],
    ["datetimeMaxHour", m.datetimeMaxHour(20), [m.ISO_DATETIME, m.TIME_TOO_LATE]],
    ["datetimeMinHour", m.datetimeMinHour(7), [m.ISO_DATETIME, m.TIME_TOO_EARLY]],
    ["timeMaxHour", m.timeMaxHour(20), [m.TIME, m.TIME_TOO_LATE]],
    ["timeMinHour", m.timeMinHour(7), [m.TIME, m.TIME_TOO_EARLY]],
    ["timeBetween", m.timeBetween([{ min: "08:00", max: "16:00", inclusive: true }]), [m.TIME, m.TIME_OUTSIDE_RANGE]],
    [
      "timeNotBetween",
      m.timeNotBetween([{ min: "12:00", max: "13:00", inclusive: true }]),
      [m.TIME, m.TIME_IN_EXCLUDED_RANGE],
    ],
    ["fileSize", m.fileSize(10), [m.FILE, m.fileSizeMessage(10)]],
    ["fileExtension", m.fileExtension(["pdf"]), [m.FILE, m.fileExtensionMessage(["pdf"])]],
  ];
  const anyValue = fc.oneof(anyText(40), fc.string({ unit: "grapheme", maxLength: 20 }), fc.anything());

  it.each(rules)("%s never throws and answers with exactly one of its Polish messages", (_, schema, own) => {
    const allowed = [m.REQUIRED, ...own];
    fc.assert(
      fc.property(anyValue, (value) => {
        const result = schema.safeParse(value);
        if (!result.success) {
          expect(result.error.issues).toHaveLength(1);
          const message = result.error.issues[0].message;
          expect(
            allowed.some((own) => (typeof own === "string" ? own === message : own.test(message))),
            message,
          ).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it.each(rules)("%s says 'To pole jest wymagane' for blank input", (_, schema) => {
    for (const blank of [undefined, null, "", "  "]) {
      const result = schema.safeParse(blank);
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
        "To pole jest wymagane",
      ]);
    }
  });

  it("password answers with the requirement sentence or what is missing", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const result = m.password.safeParse(value);
        if (!result.success) {
          expect(result.error.issues).toHaveLength(1);
          expect(result.error.issues[0].message).toMatch(/^(To pole jest wymagane|Hasło musi .+)$/);
        }
      }),
    );
  });
});
