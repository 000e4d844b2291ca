import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { messages } from "../../../tests/support/validation";
import {
  decodePeselDate,
  isValidPesel,
  normalizePesel,
  pesel,
  peselBirthDate,
  peselCheckDigit,
  peselSex,
} from "./pesel";

// Built here, independently of pesel.ts, so the tests check it rather than echo it.
const CENTURY_OFFSET: Record<number, number> = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 };

function checkDigit(firstTen: string): string {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(firstTen[i]) * weights[i];
  return String((10 - (sum % 10)) % 10);
}

/** A PESEL with a correct check digit for the given date (the date itself may be invalid). */
function makePesel(year: number, month: number, day: number, serial = "0123"): string {
  const encodedMonth = month + CENTURY_OFFSET[Math.floor(year / 100)];
  const firstTen =
    String(year % 100).padStart(2, "0") + String(encodedMonth).padStart(2, "0") + String(day).padStart(2, "0") + serial;
  return firstTen + checkDigit(firstTen);
}

describe("known PESEL numbers, checked by hand", () => {
  // 4·1 + 4·3 + 0·7 + 5·9 + 1·1 + 4·3 + 0·7 + 1·9 + 3·1 + 5·3 = 101 → (10 − 1) mod 10 = 9
  it("44051401359: born 1944-05-14, a man", () => {
    expect(isValidPesel("44051401359")).toBe(true);
    expect(peselBirthDate("44051401359")).toEqual(new Date(Date.UTC(1944, 4, 14)));
    expect(peselSex("44051401359")).toBe("M");
  });

  // 0 + 2·3 + 0 + 7·9 + 0 + 8·3 + 0 + 3·9 + 6·1 + 2·3 = 132 → (10 − 2) mod 10 = 8.
  // Month 07 carries no offset, so this is 1902, not 2002 (that would be month 27).
  it("02070803628: born 1902-07-08, a woman", () => {
    expect(isValidPesel("02070803628")).toBe(true);
    expect(peselBirthDate("02070803628")).toEqual(new Date(Date.UTC(1902, 6, 8)));
    expect(peselSex("02070803628")).toBe("K");
  });

  it("the same digits with a wrong check digit or a month of 2002 fail", () => {
    expect(isValidPesel("44051401358")).toBe(false);
    expect(isValidPesel("02270803628")).toBe(false);
    expect(peselCheckDigit("0227080362")).toBe(4);
    expect(isValidPesel("02270803624")).toBe(true);
    expect(peselBirthDate("02270803624")).toEqual(new Date(Date.UTC(2002, 6, 8)));
  });
});

describe("century encoding", () => {
  it.each([
    [1800, 1, 1, "0081010123"],
    [1899, 12, 31, "9992310123"],
    [1900, 1, 1, "0001010123"],
    [1999, 12, 31, "9912310123"],
    [2000, 1, 1, "0021010123"],
    [2099, 12, 31, "9932310123"],
    [2100, 1, 1, "0041010123"],
    [2199, 12, 31, "9952310123"],
    [2200, 1, 1, "0061010123"],
    [2299, 12, 31, "9972310123"],
  ])("%d-%d-%d is encoded as %s", (year, month, day, firstTen) => {
    const number = makePesel(year, month, day);
    expect(number.slice(0, 10)).toBe(firstTen);
    expect(isValidPesel(number)).toBe(true);
    expect(decodePeselDate(number)).toEqual({ year, month, day });
    expect(peselBirthDate(number)?.getUTCFullYear()).toBe(year);
  });

  it.each(["00", "13", "20", "33", "40", "53", "60", "73", "80", "93", "99"])(
    "month field %s belongs to no century",
    (month) => {
      const firstTen = `00${month}010012`;
      expect(isValidPesel(firstTen + checkDigit(firstTen))).toBe(false);
    },
  );
});

describe("real dates only", () => {
  it.each([
    [1896, true],
    [1800, false],
    [1900, false],
    [1904, true],
    [2000, true],
    [2023, false],
    [2024, true],
    [2100, false],
    [2104, true],
    [2200, false],
    [2204, true],
  ])("29 February %d valid: %s", (year, valid) => {
    expect(isValidPesel(makePesel(year, 2, 29))).toBe(valid);
  });

  it.each([
    [1987, 4, 31],
    [2011, 6, 31],
    [2150, 9, 31],
    [1850, 11, 31],
    [2001, 1, 32],
    [2001, 1, 0],
    [2023, 2, 30],
  ])("%d-%d-%d does not exist", (year, month, day) => {
    expect(isValidPesel(makePesel(year, month, day))).toBe(false);
  });

  it("accepts the last day of each month", () => {
    expect(isValidPesel(makePesel(1987, 4, 30))).toBe(true);
    expect(isValidPesel(makePesel(2010, 1, 31))).toBe(true);
    expect(isValidPesel(makePesel(1850, 12, 31))).toBe(true);
  });
});

describe("format", () => {
  it.each(["", "4405140135", "440514013590", "4405140135a", "44051401359 ", "４4051401359", "-4051401359"])(
    "%j is not 11 digits",
    (value) => {
      expect(isValidPesel(value)).toBe(false);
    },
  );

  it("sex and birth date are null for an invalid number", () => {
    expect(peselSex("44051401358")).toBeNull();
    expect(peselBirthDate("44051401358")).toBeNull();
    expect(peselCheckDigit("123")).toBeNull();
  });
});

describe("pesel schema", () => {
  it("accepts spaces around and inside, and outputs the digits", () => {
    expect(pesel.parse(" 440514 01359 ")).toBe("44051401359");
    expect(normalizePesel("440 514 013 59")).toBe("44051401359");
  });

  it("rejects with the Polish message", () => {
    expect(messages(pesel.safeParse("44051401358"))).toEqual(["Wprowadź poprawny numer PESEL"]);
    expect(messages(pesel.safeParse(""))).toEqual(["To pole jest wymagane"]);
    expect(messages(pesel.safeParse(["44051401359"]))).toEqual(["Wprowadź poprawny numer PESEL"]);
  });
});

describe("properties", () => {
  const birth = fc
    .record({
      year: fc.integer({ min: 1800, max: 2299 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      serial: fc.stringMatching(/^\d{4}$/),
    })
    .filter(({ year, month, day }) => {
      const date = new Date(Date.UTC(2000, month - 1, day));
      date.setUTCFullYear(year);
      return date.getUTCDate() === day;
    });

  it("every generated PESEL is valid and decodes to its date and sex", () => {
    fc.assert(
      fc.property(birth, ({ year, month, day, serial }) => {
        const number = makePesel(year, month, day, serial);
        expect(isValidPesel(number)).toBe(true);
        expect(pesel.parse(number)).toBe(number);
        const date = new Date(Date.UTC(2000, month - 1, day));
        date.setUTCFullYear(year);
        expect(peselBirthDate(number)).toEqual(date);
        expect(peselSex(number)).toBe(Number(serial[3]) % 2 === 0 ? "K" : "M");
      }),
    );
  });

  it("changing any single digit of a valid PESEL makes it invalid", () => {
    fc.assert(
      fc.property(birth, fc.nat({ max: 10 }), fc.integer({ min: 1, max: 9 }), (b, position, delta) => {
        const number = makePesel(b.year, b.month, b.day, b.serial);
        const changed = (Number(number[position]) + delta) % 10;
        const typo = number.slice(0, position) + changed + number.slice(position + 1);
        expect(isValidPesel(typo)).toBe(false);
      }),
    );
  });

  it("never throws, and normalising is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(anyText(20), fc.stringMatching(/^\d{11}$/)), (text) => {
        isValidPesel(text);
        peselBirthDate(text);
        peselSex(text);
        pesel.safeParse(text);
        expect(normalizePesel(normalizePesel(text))).toBe(normalizePesel(text));
      }),
    );
  });
});
