import { instantInPoland, localDateTimeInPoland, todayInPoland } from "./calendar";

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
});
