import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { messages } from "../../../tests/support/validation";
import {
  datetimeMaxHour,
  datetimeMinHour,
  isTimeInRange,
  parseTime,
  timeBetween,
  timeMaxHour,
  timeMinHour,
  timeNotBetween,
} from "./time-rules";

const TOO_LATE = "Wybrana godzina jest zbyt późna";
const TOO_EARLY = "Wybrana godzina jest zbyt wczesna";

describe("parseTime", () => {
  it("reads HH:MM and HH:MM:SS", () => {
    expect(parseTime("07:05")).toEqual({ hour: 7, minute: 5, second: 0 });
    expect(parseTime("23:59:59")).toEqual({ hour: 23, minute: 59, second: 59 });
  });

  it.each(["24:00", "7:05", "07:60", "07:05:60", "0705", "07:05 ", "", "۰۷:۰۵"])("rejects %j", (value) => {
    expect(parseTime(value)).toBeNull();
  });
});

describe("datetimeMaxHour / datetimeMinHour", () => {
  const notAfter20 = datetimeMaxHour(20, 0, 0);
  const notBefore7 = datetimeMinHour(7, 30, 0);

  it("include the limit itself and compare seconds", () => {
    expect(notAfter20.parse("2024-05-01T20:00")).toBe("2024-05-01T20:00");
    expect(notAfter20.parse("2024-05-01T20:00:00")).toBe("2024-05-01T20:00:00");
    expect(messages(notAfter20.safeParse("2024-05-01T20:00:01"))).toEqual([TOO_LATE]);
    expect(messages(notAfter20.safeParse("2024-05-01T23:15"))).toEqual([TOO_LATE]);
    expect(notBefore7.parse("2024-05-01T07:30")).toBe("2024-05-01T07:30");
    expect(messages(notBefore7.safeParse("2024-05-01T07:29:59"))).toEqual([TOO_EARLY]);
  });

  it("judge only the time of day, not the date", () => {
    expect(notAfter20.parse("1999-12-31T00:00")).toBe("1999-12-31T00:00");
    expect(messages(notBefore7.safeParse("2030-01-01T00:00"))).toEqual([TOO_EARLY]);
  });

  it("report a malformed date-time as such, and accept a custom message", () => {
    expect(messages(notAfter20.safeParse("2024-02-30T10:00"))).toEqual([
      "Wprowadź poprawną datę i godzinę w formacie RRRR-MM-DDTGG:MM",
    ]);
    expect(messages(datetimeMaxHour(16, 0, 0, "Zapisy do 16:00").safeParse("2024-05-01T16:01"))).toEqual([
      "Zapisy do 16:00",
    ]);
  });

  it("refuse impossible limits when the rule is built", () => {
    expect(() => datetimeMaxHour(24, 0, 0)).toThrow(RangeError);
    expect(() => datetimeMinHour(10, 60)).toThrow(RangeError);
    expect(() => datetimeMinHour(10, 0, 1.5)).toThrow(RangeError);
  });
});

describe("timeMaxHour / timeMinHour", () => {
  it("compare hours and minutes, ignoring seconds", () => {
    expect(timeMaxHour(16, 30).parse("16:30")).toBe("16:30");
    expect(timeMaxHour(16, 30).parse("16:30:59")).toBe("16:30:59");
    expect(messages(timeMaxHour(16, 30).safeParse("16:31"))).toEqual([TOO_LATE]);
    expect(timeMinHour(8).parse("08:00")).toBe("08:00");
    expect(messages(timeMinHour(8).safeParse("07:59"))).toEqual([TOO_EARLY]);
  });

  it("report a malformed time with the format", () => {
    expect(messages(timeMaxHour(16).safeParse("25:00"))).toEqual(["Wprowadź poprawną godzinę w formacie GG:MM"]);
    expect(messages(timeMinHour(8).safeParse(""))).toEqual(["To pole jest wymagane"]);
  });
});

describe("timeBetween / timeNotBetween", () => {
  const school = { min: "08:00", max: "16:00", inclusive: true };
  const open = { min: "08:00", max: "16:00", inclusive: false };
  const lunch = { min: "12:00", max: "13:00", inclusive: true };
  const night = { min: "22:00", max: "06:00", inclusive: true };

  it("respect the inclusive flag", () => {
    expect(isTimeInRange("08:00", school)).toBe(true);
    expect(isTimeInRange("16:00", school)).toBe(true);
    expect(isTimeInRange("08:00", open)).toBe(false);
    expect(isTimeInRange("16:00", open)).toBe(false);
    expect(isTimeInRange("08:01", open)).toBe(true);
  });

  it("treat a range whose min is after its max as running over midnight", () => {
    expect(isTimeInRange("23:30", night)).toBe(true);
    expect(isTimeInRange("05:00", night)).toBe(true);
    expect(isTimeInRange("12:00", night)).toBe(false);
  });

  it("timeBetween requires every range", () => {
    const schema = timeBetween([school, { min: "10:00", max: "20:00", inclusive: true }]);
    expect(schema.parse("10:00")).toBe("10:00");
    expect(messages(schema.safeParse("09:00"))).toEqual(["Wybrana godzina jest poza dozwolonym przedziałem"]);
    expect(messages(schema.safeParse("17:00"))).toEqual(["Wybrana godzina jest poza dozwolonym przedziałem"]);
    expect(messages(timeBetween([open], "Zajęcia trwają od 8 do 16").safeParse("16:00"))).toEqual([
      "Zajęcia trwają od 8 do 16",
    ]);
  });

  it("timeNotBetween requires being outside all ranges", () => {
    const schema = timeNotBetween([lunch, night]);
    expect(schema.parse("11:59")).toBe("11:59");
    expect(schema.parse("21:59")).toBe("21:59");
    expect(messages(schema.safeParse("12:00"))).toEqual(["Wybrana godzina jest niedostępna"]);
    expect(messages(schema.safeParse("03:00"))).toEqual(["Wybrana godzina jest niedostępna"]);
    expect(messages(timeNotBetween([lunch], "Przerwa obiadowa").safeParse("12:30"))).toEqual(["Przerwa obiadowa"]);
  });

  it("refuse malformed ranges when the rule is built", () => {
    expect(() => timeBetween([{ min: "8:00", max: "16:00", inclusive: true }])).toThrow(RangeError);
    expect(() => timeNotBetween([{ min: "08:00", max: "16:00:30", inclusive: true }])).toThrow(RangeError);
  });

  it("with no ranges, everything passes", () => {
    expect(timeBetween([]).parse("03:00")).toBe("03:00");
    expect(timeNotBetween([]).parse("03:00")).toBe("03:00");
  });
});

describe("properties", () => {
  const hhmm = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

  it("timeBetween and timeNotBetween of one range are exact opposites", () => {
    fc.assert(
      fc.property(hhmm, hhmm, hhmm, fc.boolean(), (min, max, value, inclusive) => {
        const ranges = [{ min, max, inclusive }];
        expect(timeBetween(ranges).safeParse(value).success).toBe(!timeNotBetween(ranges).safeParse(value).success);
      }),
    );
  });

  it("a time is never both too late and too early for the same limit", () => {
    fc.assert(
      fc.property(hhmm, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (value, h, m) => {
        expect(timeMaxHour(h, m).safeParse(value).success || timeMinHour(h, m).safeParse(value).success).toBe(true);
      }),
    );
  });

  it("never throw on arbitrary text", () => {
    const rules = [
      datetimeMaxHour(20),
      datetimeMinHour(7),
      timeMaxHour(20),
      timeMinHour(7),
      timeBetween([{ min: "08:00", max: "16:00", inclusive: true }]),
      timeNotBetween([{ min: "12:00", max: "13:00", inclusive: false }]),
    ];
    fc.assert(
      fc.property(anyText(25), (text) => {
        for (const rule of rules) rule.safeParse(text);
      }),
    );
  });
});
