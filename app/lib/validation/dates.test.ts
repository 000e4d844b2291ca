import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { itAcceptsEach, itRejectsEach, type Rule } from "../../../tests/support/validation";
import {
  daysInMonth,
  isLeapYear,
  isoDate,
  isoDateTime,
  isValidIsoDate,
  isValidIsoDateTime,
  parseIsoDate,
  parseIsoDateTime,
} from "./dates";

const isoDateRule: Rule = { isValid: isValidIsoDate, schema: isoDate };
const isoDateTimeRule: Rule = { isValid: isValidIsoDateTime, schema: isoDateTime };

const ISO_DATE_MESSAGE = "Wprowadź poprawną datę w formacie RRRR-MM-DD";
const ISO_DATETIME_MESSAGE = "Wprowadź poprawną datę i godzinę w formacie RRRR-MM-DDTGG:MM";

describe("calendar", () => {
  it.each([
    [1900, false],
    [2000, true],
    [2023, false],
    [2024, true],
    [2100, false],
    [2400, true],
  ])("%d leap: %s", (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });

  it("knows the month lengths", () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2023, 0)).toBe(0);
    expect(daysInMonth(2023, 13)).toBe(0);
  });
});

describe("isoDate", () => {
  itAcceptsEach(isoDateRule, ["2024-02-29", "2000-02-29", "2023-12-31", "2023-01-01", "0001-01-01"], { padded: true });

  itRejectsEach(
    isoDateRule,
    [
      "2023-02-29",
      "1900-02-29",
      "2023-04-31",
      "2023-13-01",
      "2023-00-10",
      "2023-01-00",
      "0000-01-01",
      "2023-1-01",
      "23-01-01",
      "2023/01/01",
      "01.02.2023",
      "2023-01-01T10:00",
      "２０２３-01-01",
    ],
    ISO_DATE_MESSAGE,
    "rejects %s with a message naming RRRR-MM-DD",
  );

  it("parses to parts", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate("2023-02-29")).toBeNull();
  });
});

describe("isoDateTime", () => {
  itAcceptsEach(isoDateTimeRule, [
    "2024-02-29T00:00",
    "2023-12-31T23:59",
    "2023-06-01T08:30:15",
    "2023-06-01T08:30:59",
  ]);

  itRejectsEach(
    isoDateTimeRule,
    [
      "2023-02-29T10:00",
      "2023-06-01T24:00",
      "2023-06-01T23:60",
      "2023-06-01T23:59:60",
      "2023-06-01 10:00",
      "2023-06-01T10",
      "2023-06-01T1:00",
      "2023-06-01T10:00:00.000",
      "2023-06-01T10:00Z",
      "2023-06-01",
    ],
    ISO_DATETIME_MESSAGE,
    "rejects %s with a message naming RRRR-MM-DDTGG:MM",
  );

  it("parses to parts, seconds defaulting to 0", () => {
    expect(parseIsoDateTime("2024-03-01T07:05")).toEqual({
      year: 2024,
      month: 3,
      day: 1,
      hour: 7,
      minute: 5,
      second: 0,
    });
    expect(parseIsoDateTime("2024-03-01T07:05:09")?.second).toBe(9);
  });
});

describe("properties", () => {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");

  it("agrees with the JavaScript calendar for every date", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const reference = new Date(Date.UTC(2000, month - 1, day));
          reference.setUTCFullYear(year);
          const exists = reference.getUTCDate() === day;
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isValidIsoDate(text)).toBe(exists);
          expect(isValidIsoDateTime(`${text}T12:00`)).toBe(exists);
        },
      ),
    );
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(anyText(30), (text) => {
        isoDate.safeParse(text);
        isoDateTime.safeParse(text);
        return !isValidIsoDate(text) || text.length === 10;
      }),
    );
  });
});
