import {
  CLASS_DURATIONS,
  CLASS_TIME_MESSAGES,
  classDateTime,
  classDuration,
  polishDate,
  scheduleDateProblem,
} from "./schedule";

const season = { dateStart: "2026-02-01", dateEnd: "2026-06-30", scheduleMaxDate: "2026-06-15" };

describe("scheduleDateProblem", () => {
  it("accepts a class inside the season up to the last schedule date", () => {
    expect(scheduleDateProblem("2026-02-01T08:00", season)).toBeNull();
    expect(scheduleDateProblem("2026-06-15T19:59", season)).toBeNull();
  });

  it("refuses dates outside the season and after the last schedule date, with Polish dates", () => {
    expect(scheduleDateProblem("2026-01-31T15:00", season)).toBe(
      "Zajęcia muszą się odbyć w trakcie sezonu (od 01.02.2026 do 30.06.2026).",
    );
    expect(scheduleDateProblem("2026-07-01T15:00", season)).toBe(CLASS_TIME_MESSAGES.outsideSeason(season));
    expect(scheduleDateProblem("2026-06-16T15:00", season)).toBe("Zajęcia można zaplanować najpóźniej na 15.06.2026.");
  });
});

describe("classDateTime", () => {
  const messages = (value: unknown) => {
    const result = classDateTime.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts classes starting from 07:00 to 20:00 and outputs the trimmed text", () => {
    expect(classDateTime.parse(" 2026-03-12T07:00 ")).toBe("2026-03-12T07:00");
    expect(classDateTime.parse("2026-03-12T20:00")).toBe("2026-03-12T20:00");
  });

  it("refuses classes at night, and text that is no date-time", () => {
    expect(messages("2026-03-12T06:59")).toEqual([CLASS_TIME_MESSAGES.tooEarly]);
    expect(messages("2026-03-12T20:01")).toEqual([CLASS_TIME_MESSAGES.tooLate]);
    expect(messages("2026-02-30T10:00")[0]).toBe("Wprowadź poprawną datę i godzinę w formacie RRRR-MM-DDTGG:MM");
    expect(messages("")[0]).toBe("To pole jest wymagane");
  });
});

describe("classDuration", () => {
  it("offers 15 to 240 minutes in steps of 15, an hour among them", () => {
    expect(CLASS_DURATIONS[0]).toBe(15);
    expect(CLASS_DURATIONS.at(-1)).toBe(240);
    expect(CLASS_DURATIONS).toHaveLength(16);
    expect(CLASS_DURATIONS).toEqual(expect.arrayContaining([45, 60, 90]));
  });

  it("reads the minutes from a form's text or from JSON", () => {
    expect(classDuration.parse("45")).toBe(45);
    expect(classDuration.parse(" 90 ")).toBe(90);
    expect(classDuration.parse(240)).toBe(240);
  });

  it("refuses minutes outside the range, between the steps, fractions and words, in Polish", () => {
    for (const value of [0, 10, 50, 255, "60,5", -15, "godzina"]) {
      expect(classDuration.safeParse(value).error?.issues[0].message).toBe(
        "Czas trwania zajęć: od 15 do 240 minut, co 15 minut.",
      );
    }
    expect(classDuration.safeParse("").error?.issues[0].message).toBe("To pole jest wymagane");
  });
});

it("writes dates the Polish way", () => {
  expect(polishDate("2026-11-30")).toBe("30.11.2026");
});
