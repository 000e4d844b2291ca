import {
  classDurationLabel,
  classSpan,
  classState,
  classTimeLabel,
  nowInPoland,
  scheduleTotals,
  weekLabel,
  weeksOf,
} from "./schedule";

const item = (
  datetime: string,
  status: "planned" | "cancelled" = "planned",
  girlsCount = 8,
  boysCount = 7,
  durationMinutes = 60,
) => ({ datetime, durationMinutes, status, girlsCount, boysCount });

describe("weeksOf", () => {
  it("puts classes into weeks from Monday to Sunday, in time order", () => {
    const items = [
      item("2026-03-16T14:30"), // Monday
      item("2026-03-15T10:00"), // Sunday
      item("2026-03-09T14:30"), // Monday
      item("2026-03-12T14:30"),
      item("2026-03-22T19:00"), // Sunday
    ];
    expect(weeksOf(items).map((week) => [week.monday, week.sunday, week.items.map((i) => i.datetime)])).toEqual([
      ["2026-03-09", "2026-03-15", ["2026-03-09T14:30", "2026-03-12T14:30", "2026-03-15T10:00"]],
      ["2026-03-16", "2026-03-22", ["2026-03-16T14:30", "2026-03-22T19:00"]],
    ]);
  });

  it("leaves out weeks without classes and keeps a week across a month or year end whole", () => {
    const weeks = weeksOf([item("2026-12-31T10:00"), item("2027-01-03T10:00"), item("2027-01-20T10:00")]);
    expect(weeks.map((week) => [week.monday, week.items.length])).toEqual([
      ["2026-12-28", 2],
      ["2027-01-18", 1],
    ]);
    expect(weeksOf([])).toEqual([]);
  });

  it("is the same in any time zone of the server", () => {
    // The clocks go forward in Poland on 29 March 2026: the week still runs Monday to Sunday.
    expect(weeksOf([item("2026-03-29T19:00"), item("2026-03-30T07:00")]).map((week) => week.monday)).toEqual([
      "2026-03-23",
      "2026-03-30",
    ]);
  });
});

describe("labels in Polish", () => {
  it("names a week's days", () => {
    expect(weekLabel({ monday: "2026-03-09", sunday: "2026-03-15" })).toBe("9–15 marca 2026");
    expect(weekLabel({ monday: "2026-03-30", sunday: "2026-04-05" })).toBe("30 marca – 5 kwietnia 2026");
    expect(weekLabel({ monday: "2026-12-28", sunday: "2027-01-03" })).toBe("28 grudnia 2026 – 3 stycznia 2027");
  });

  it("names a class's day and time", () => {
    expect(classTimeLabel("2026-03-12T14:30")).toBe("czwartek, 12 marca 2026, 14:30");
  });

  it("names a class's day, and its hours from its start to its end by its duration", () => {
    expect(classSpan({ datetime: "2026-03-12T07:05", durationMinutes: 60 })).toEqual({
      day: "czwartek, 12.03.2026",
      hours: "07:05–08:05",
    });
    expect(classSpan({ datetime: "2026-12-02T14:00", durationMinutes: 45 })).toEqual({
      day: "środa, 02.12.2026",
      hours: "14:00–14:45",
    });
    expect(classSpan({ datetime: "2026-12-02T19:30", durationMinutes: 240 }).hours).toBe("19:30–23:30");
    expect(classDurationLabel({ datetime: "2026-12-02T14:00", durationMinutes: 90 })).toBe(
      "90\u00a0min, do\u00a015:30",
    );
  });
});

describe("classState and scheduleTotals", () => {
  const now = "2026-03-12T15:00";

  it("counts a class as held once it has ended, and a cancelled one as cancelled whenever it was", () => {
    expect(classState(item("2026-03-12T13:59"), now)).toBe("held");
    expect(classState(item("2026-03-12T14:00"), now)).toBe("held");
    // Still going on.
    expect(classState(item("2026-03-12T14:30"), now)).toBe("planned");
    expect(classState(item("2026-03-20T14:30"), now)).toBe("planned");
    expect(classState(item("2026-03-01T14:30", "cancelled"), now)).toBe("cancelled");
    expect(classState(item("2026-03-20T14:30", "cancelled"), now)).toBe("cancelled");
  });

  it("ends each class after its own duration", () => {
    expect(classState(item("2026-03-12T14:15", "planned", 8, 7, 45), now)).toBe("held");
    expect(classState(item("2026-03-12T14:15", "planned", 8, 7, 60), now)).toBe("planned");
    expect(classState(item("2026-03-12T12:00", "planned", 8, 7, 240), now)).toBe("planned");
  });

  it("adds up held, cancelled and planned classes and the pupil-hours of the held ones", () => {
    expect(
      scheduleTotals(
        [
          item("2026-03-02T14:30", "planned", 8, 7),
          item("2026-03-05T14:30", "planned", 10, 10),
          item("2026-03-09T14:30", "cancelled", 9, 9),
          item("2026-03-19T14:30", "planned", 9, 9),
        ],
        now,
      ),
    ).toEqual({ held: 2, cancelled: 1, planned: 1, pupilHours: 35 });
    expect(scheduleTotals([], now)).toEqual({ held: 0, cancelled: 0, planned: 0, pupilHours: 0 });
    // 15 pupils for 45 minutes, 20 for 90.
    expect(
      scheduleTotals(
        [item("2026-03-02T14:30", "planned", 8, 7, 45), item("2026-03-05T14:30", "planned", 10, 10, 90)],
        now,
      ).pupilHours,
    ).toBe(41.25);
  });
});

it("tells what Polish clocks show, in winter and in summer", () => {
  expect(nowInPoland(new Date("2026-01-15T12:00:00Z"))).toBe("2026-01-15T13:00");
  expect(nowInPoland(new Date("2026-07-15T22:30:00Z"))).toBe("2026-07-16T00:30");
});
