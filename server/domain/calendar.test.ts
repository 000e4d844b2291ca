import { addDays, daysBetween, instantInPoland, localDateTimeInPoland, monthsBetween, todayInPoland } from "./calendar";

describe("Polish calendar", () => {
  it("knows the day in Poland, not in UTC", () => {
    expect(todayInPoland(new Date("2026-05-02T22:30:00Z"))).toBe("2026-05-03");
    expect(todayInPoland(new Date("2026-01-02T22:30:00Z"))).toBe("2026-01-02");
  });

  it("turns Polish wall-clock time into instants in winter and summer", () => {
    expect(instantInPoland("2026-01-15", "09:00").toISOString()).toBe("2026-01-15T08:00:00.000Z");
    expect(instantInPoland("2026-07-15", "09:00").toISOString()).toBe("2026-07-15T07:00:00.000Z");
    expect(localDateTimeInPoland(new Date("2026-07-15T07:00:00Z"))).toBe("2026-07-15T09:00");
  });

  it("counts calendar days across months, leap days and the change of clocks", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-12-29", 7)).toBe("2027-01-05");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-12-31", "2026-12-24")).toBe(-7);
  });
});

it("lists every month of a season, both ends included, over a new year", () => {
  expect(monthsBetween("2025-09-01", "2026-02-15")).toEqual([
    "2025-09",
    "2025-10",
    "2025-11",
    "2025-12",
    "2026-01",
    "2026-02",
  ]);
  expect(monthsBetween("2026-03-10", "2026-03-31")).toEqual(["2026-03"]);
  expect(monthsBetween("2026-04-01", "2026-03-31")).toEqual([]);
});
