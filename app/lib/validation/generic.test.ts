import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { itAcceptsEach, itRejectsEach, messages, type Rule } from "../../../tests/support/validation";
import {
  email,
  exactLength,
  isUnequal,
  isValidEmail,
  maxLength,
  maxValue,
  minLength,
  minValue,
  oneOf,
  parseNumber,
  required,
  unequal,
  valuesOffered,
} from "./generic";

const emailRule: Rule = { isValid: isValidEmail, schema: email };

const text = fc.oneof(anyText(40), fc.string({ unit: "grapheme", maxLength: 20 }));

describe("required", () => {
  it("accepts any non-blank text and trims it", () => {
    expect(required.parse("  Jan ")).toBe("Jan");
    expect(required.parse(0)).toBe("0");
  });

  it.each([undefined, null, "", "   ", "\u00a0\n"])("rejects %j with the required message", (value) => {
    expect(messages(required.safeParse(value))).toEqual(["To pole jest wymagane"]);
  });
});

describe("email", () => {
  itAcceptsEach(
    emailRule,
    [
      "jan.kowalski@szkola.edu.pl",
      "a@b.pl",
      "nauczyciel+wf@awf.edu.pl",
      "O'Connor@example.com",
      "x_y-z@sub.domain.example.org",
    ],
    { padded: true },
  );

  itRejectsEach(
    emailRule,
    [
      "jan",
      "jan@",
      "@szkola.pl",
      "jan@localhost",
      "jan kowalski@szkola.pl",
      "jan@@szkola.pl",
      ".jan@szkola.pl",
      "jan.@szkola.pl",
      "jan..k@szkola.pl",
      "jan@szkoła.pl",
      "jan@-szkola.pl",
      "jan@szkola.p",
      `${"a".repeat(65)}@szkola.pl`,
    ],
    "Wprowadź poprawny adres e-mail",
  );

  it("asks for a value when blank", () => {
    expect(messages(email.safeParse(""))).toEqual(["To pole jest wymagane"]);
  });
});

describe("length rules", () => {
  it("minLength counts trimmed characters, Polish letters and emoji as one", () => {
    expect(minLength(3).parse("żół")).toBe("żół");
    expect(minLength(2).parse("😀😀")).toBe("😀😀");
    expect(messages(minLength(3).safeParse(" ab "))).toEqual(["Wprowadź co najmniej 3 znaki"]);
    expect(messages(minLength(5).safeParse("abcd"))).toEqual(["Wprowadź co najmniej 5 znaków"]);
    expect(messages(minLength(1).safeParse(""))).toEqual(["To pole jest wymagane"]);
  });

  it("maxLength allows exactly n and rejects n + 1", () => {
    expect(maxLength(4).parse("abcd")).toBe("abcd");
    expect(messages(maxLength(4).safeParse("abcde"))).toEqual(["Wprowadź nie więcej niż 4 znaki"]);
    expect(messages(maxLength(1).safeParse("ab"))).toEqual(["Wprowadź nie więcej niż 1 znak"]);
    expect(messages(maxLength(12).safeParse("a".repeat(13)))).toEqual(["Wprowadź nie więcej niż 12 znaków"]);
  });

  it("exactLength rejects one less and one more", () => {
    expect(exactLength(5).parse("12345")).toBe("12345");
    expect(messages(exactLength(5).safeParse("1234"))).toEqual(["Wprowadź dokładnie 5 znaków"]);
    expect(messages(exactLength(5).safeParse("123456"))).toEqual(["Wprowadź dokładnie 5 znaków"]);
  });

  it("take a custom message", () => {
    expect(messages(maxLength(2, "Za długie").safeParse("abc"))).toEqual(["Za długie"]);
  });
});

describe("parseNumber", () => {
  it.each([
    ["12", 12],
    ["12,5", 12.5],
    ["12.5", 12.5],
    [" -3 ", -3],
    ["\u22123", -3],
    ["+4", 4],
    ["1 200", 1200],
    ["1\u00a0200,75", 1200.75],
    [",5", 0.5],
    ["7.", 7],
    [3.25, 3.25],
  ])("%j → %d", (value, expected) => {
    expect(parseNumber(value)).toBe(expected);
  });

  it.each(["", "abc", "1e3", "0x10", "1,2,3", "1.2.3", "--1", "Infinity", Number.NaN, null, "9".repeat(400)])(
    "%j is not a number",
    (value) => {
      expect(parseNumber(value)).toBeNull();
    },
  );
});

describe("minValue / maxValue", () => {
  it("accept form text and numbers, output numbers, and include the bound", () => {
    expect(minValue(10).parse("10")).toBe(10);
    expect(minValue(10).parse(10.5)).toBe(10.5);
    expect(maxValue(200).parse("199,9")).toBe(199.9);
    expect(maxValue(200).parse(200)).toBe(200);
  });

  it("reject values past the bound with the Polish message", () => {
    expect(messages(minValue(10).safeParse("9,99"))).toEqual(["Wprowadź wartość nie mniejszą niż 10"]);
    expect(messages(maxValue(0.5).safeParse(1))).toEqual(["Wprowadź wartość nie większą niż 0,5"]);
  });

  it("ask for a number when the text is not one, and for a value when blank", () => {
    expect(messages(minValue(1).safeParse("dużo"))).toEqual(["Wprowadź liczbę"]);
    expect(messages(maxValue(1).safeParse(""))).toEqual(["To pole jest wymagane"]);
  });

  it("chain: minValue(10).pipe(maxValue(200))", () => {
    const weight = minValue(10).pipe(maxValue(200));
    expect(weight.parse("55,5")).toBe(55.5);
    expect(messages(weight.safeParse("201"))).toEqual(["Wprowadź wartość nie większą niż 200"]);
  });
});

describe("unequal", () => {
  it("rejects the forbidden value, trimmed, with the default message", () => {
    expect(messages(unequal("admin").safeParse(" admin "))).toEqual(["Wprowadź inną wartość"]);
    expect(unequal("admin").parse("Admin")).toBe("Admin");
  });

  it("rejects every value of a list, with a custom message", () => {
    const schema = unequal(["brak", "nie dotyczy"], "Podaj konkretną nazwę");
    expect(messages(schema.safeParse("nie dotyczy"))).toEqual(["Podaj konkretną nazwę"]);
    expect(schema.parse("SP 12")).toBe("SP 12");
  });

  it("compares with forbidden numbers as numbers", () => {
    expect(isUnequal("5,0", 5)).toBe(false);
    expect(isUnequal(5, [1, 5])).toBe(false);
    expect(isUnequal("6", [1, 5])).toBe(true);
    expect(isUnequal("pięć", 5)).toBe(true);
    expect(messages(unequal(0).safeParse("0"))).toEqual(["Wprowadź inną wartość"]);
  });
});

describe("properties", () => {
  const schemas = [
    required,
    email,
    minLength(3),
    maxLength(3),
    exactLength(3),
    minValue(0),
    maxValue(0),
    unequal(["a", 1]),
  ];

  it("never throw on arbitrary text and always answer in Polish", () => {
    fc.assert(
      fc.property(text, fc.nat({ max: schemas.length - 1 }), (text, i) => {
        const result = schemas[i].safeParse(text);
        return result.success || result.error.issues.every((issue) => /^[A-ZŻŹĆŁŚ]/u.test(issue.message));
      }),
    );
  });

  it("parseNumber agrees with Number on plain decimals", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (n) => {
        const decimal = n.toFixed(3);
        return parseNumber(decimal) === Number(decimal) && parseNumber(decimal.replace(".", ",")) === Number(decimal);
      }),
    );
  });

  it("required outputs text with nothing to trim", () => {
    fc.assert(
      fc.property(text, (text) => {
        const result = required.safeParse(text);
        return !result.success || result.data === result.data.trim();
      }),
    );
  });
});

describe("oneOf", () => {
  const voivodeship = oneOf(["mazowieckie", "małopolskie"]);

  it("accepts an offered value, trimmed", () => {
    expect(voivodeship.parse(" małopolskie ")).toBe("małopolskie");
  });

  it("asks for a choice when blank and for an offered one otherwise, in Polish", () => {
    expect(messages(voivodeship.safeParse(""))).toEqual(["To pole jest wymagane"]);
    expect(messages(voivodeship.safeParse("Mazowieckie"))).toEqual(["Wybierz jedną z pozycji listy"]);
    expect(messages(voivodeship.safeParse(7))).toEqual(["Wybierz jedną z pozycji listy"]);
  });

  it("accepts exactly the offered values", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(voivodeship.safeParse(value).success).toBe(["mazowieckie", "małopolskie"].includes(value.trim()));
      }),
    );
  });
});

describe("valuesOffered", () => {
  it("names the values of a oneOf rule, and nothing for other schemas", () => {
    expect(valuesOffered(oneOf(["K", "M"]))).toEqual(["K", "M"]);
    expect(valuesOffered(required)).toBeUndefined();
  });
});
