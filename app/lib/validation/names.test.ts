import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { itAcceptsEach, messages } from "../../../tests/support/validation";
import { isValidOrdinaryName, isValidPersonName, normalizeName, ordinaryName, personName } from "./names";

const PERSON_ALLOWED = "dozwolone są tylko litery, spacje i łączniki";
const ORDINARY_ALLOWED = "dozwolone są tylko litery, cyfry, spacje i łączniki";
const NO_LETTER = "Wprowadź co najmniej jedną literę";

describe("personName", () => {
  itAcceptsEach({ isValid: isValidPersonName, schema: personName }, [
    "Jan",
    "Żaneta",
    "Łucja Ćwik",
    "Skłodowska-Curie",
    "Grzegorz Brzęczyszczykiewicz",
    "Ørsted",
    "Олена",
    "Γιώργος",
    "李",
  ]);

  it.each([
    ["Jan2", `Usuń znak „2” – ${PERSON_ALLOWED}`],
    ["Jan_Kowalski", `Usuń znak „_” – ${PERSON_ALLOWED}`],
    ["O'Brien", `Usuń znak „'” – ${PERSON_ALLOWED}`],
    ["Jan.", `Usuń znak „.” – ${PERSON_ALLOWED}`],
    ["Anna (Maria)", `Usuń znaki „(” i „)” – ${PERSON_ALLOWED}`],
    ["J@n #2", `Usuń znaki „@”, „#” i „2” – ${PERSON_ALLOWED}`],
    ["---", NO_LETTER],
    [" - ", NO_LETTER],
    ["😀", `Usuń znak „😀” – ${PERSON_ALLOWED}`],
    ["Jan\u0000", `Usuń znak „U+0000” – ${PERSON_ALLOWED}`],
    ["Jan\u200b", `Usuń znak „U+200B” – ${PERSON_ALLOWED}`],
  ])("rejects %j naming its fault", (value, message) => {
    expect(messages(personName.safeParse(value))).toEqual([message]);
  });

  it("normalises spacing and composes decomposed letters", () => {
    expect(personName.parse("  Jan   Maria  Kowalski ")).toBe("Jan Maria Kowalski");
    const decomposed = "Ło\u0301dz\u0301";
    expect(isValidPersonName(decomposed)).toBe(true);
    expect(personName.parse(decomposed)).toBe("Łódź");
  });
});

describe("ordinaryName", () => {
  itAcceptsEach({ isValid: isValidOrdinaryName, schema: ordinaryName }, [
    "Szkoła Podstawowa nr 12",
    "SP 3",
    "Klub-2024",
    "Grupa 1 - dziewczęta",
    "Łódź 7",
  ]);

  it.each([
    ["123", NO_LETTER],
    ["12-34", NO_LETTER],
    ["SP #3", `Usuń znak „#” – ${ORDINARY_ALLOWED}`],
    ["Warszawa (Mokotów)", `Usuń znaki „(” i „)” – ${ORDINARY_ALLOWED}`],
    ["Klub_2", `Usuń znak „_” – ${ORDINARY_ALLOWED}`],
  ])("rejects %j naming its fault", (value, message) => {
    expect(messages(ordinaryName.safeParse(value))).toEqual([message]);
  });

  it("asks for a value when blank", () => {
    expect(messages(ordinaryName.safeParse("  "))).toEqual(["To pole jest wymagane"]);
  });
});

describe("properties", () => {
  const text = fc.oneof(anyText(30), fc.string({ unit: "grapheme", maxLength: 20 }));

  it("the schema agrees with the rule and outputs the normalised name; a person name is an ordinary name", () => {
    fc.assert(
      fc.property(text, (value) => {
        for (const [schema, isValid] of [
          [personName, isValidPersonName],
          [ordinaryName, isValidOrdinaryName],
        ] as const) {
          const result = schema.safeParse(value);
          const normalised = normalizeName(value);
          expect(result.success).toBe(normalised !== "" && isValid(normalised));
          if (result.success) expect(result.data).toBe(normalised);
        }
        expect(normalizeName(normalizeName(value))).toBe(normalizeName(value));
        if (isValidPersonName(value)) expect(isValidOrdinaryName(value)).toBe(true);
      }),
    );
  });

  it("a person name never contains a digit", () => {
    fc.assert(fc.property(text, (value) => !isValidPersonName(value) || !/\p{Nd}/u.test(value)));
  });
});
