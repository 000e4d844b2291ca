import { VOIVODESHIPS } from "~/lib/contract/club";

import {
  dayOffReason,
  easterSunday,
  publicHolidays,
  schoolYearOf,
  weeklyDates,
  winterBreakOf,
} from "./school-calendar";

describe("the school calendar", () => {
  it("finds Easter Sunday, and the holidays that move with it", () => {
    expect([2024, 2025, 2026, 2027, 2028].map(easterSunday)).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
    ]);
    const holidays = publicHolidays(2026);
    expect(holidays.get("2026-04-06")).toBe("Poniedziałek Wielkanocny");
    expect(holidays.get("2026-05-24")).toBe("Zielone Świątki");
    expect(holidays.get("2026-06-04")).toBe("Boże Ciało");
    expect(holidays.get("2026-11-11")).toBe("Narodowe Święto Niepodległości");
    // Wigilia is a day off since 2025.
    expect(holidays.get("2026-12-24")).toBe("Wigilia Bożego Narodzenia");
    expect(publicHolidays(2024).has("2024-12-24")).toBe(false);
    expect(holidays.size).toBe(14);
  });

  it("gives every voivodeship one two-week winter break in each known school year", () => {
    expect(schoolYearOf("2026-08-31")).toBe("2025/2026");
    expect(schoolYearOf("2026-09-01")).toBe("2026/2027");
    for (const day of ["2026-01-10", "2027-01-10"])
      for (const voivodeship of VOIVODESHIPS) {
        const winter = winterBreakOf(day, voivodeship)!;
        expect(winter, voivodeship).toBeTruthy();
        expect((Date.parse(winter.to) - Date.parse(winter.from)) / 86_400_000, voivodeship).toBe(13);
      }
    expect(winterBreakOf("2027-10-01", "mazowieckie")).toBeUndefined();
    expect(winterBreakOf("2026-01-10", "nieznane")).toBeNull();
  });

  it("skips holidays and the school's winter break in a weekly series, and says why", () => {
    // Mondays from 11 January to 22 February 2027 in Śląsk (winter break 18–31 January).
    expect(weeklyDates("2027-01-11", "2027-02-22", "śląskie")).toEqual([
      { date: "2027-01-11", skipped: null },
      { date: "2027-01-18", skipped: "ferie zimowe" },
      { date: "2027-01-25", skipped: "ferie zimowe" },
      { date: "2027-02-01", skipped: null },
      { date: "2027-02-08", skipped: null },
      { date: "2027-02-15", skipped: null },
      { date: "2027-02-22", skipped: null },
    ]);
    expect(dayOffReason("2027-03-29", "śląskie")).toBe("Poniedziałek Wielkanocny");
    expect(dayOffReason("2027-02-15", "lubuskie")).toBe("ferie zimowe");
    expect(weeklyDates("2027-01-11", "2027-01-10", "śląskie")).toEqual([]);
  });
});
