import { clockLabel, durationLabel, formatDate, formatDateTime, isoDuration } from "./dates";

describe("formatDate", () => {
  it("writes dates the Polish way", () => {
    expect(formatDate("2026-09-01")).toBe("01.09.2026");
    expect(formatDate("2030-12-31")).toBe("31.12.2030");
  });
});

describe("formatDateTime", () => {
  it("writes a moment in Warsaw time, summer or winter", () => {
    expect(formatDateTime("2026-03-10T09:05:00Z")).toBe("10.03.2026, 10:05");
    expect(formatDateTime("2026-07-31T22:30:00.000Z")).toBe("01.08.2026, 00:30");
  });
});

describe("a video's length", () => {
  it.each([
    [16, "16 s", "PT16S"],
    [60, "1 min", "PT1M"],
    [125, "2 min 5 s", "PT2M5S"],
    [720, "12 min", "PT12M"],
  ])("%i s is %s, %s", (seconds, label, iso) => {
    expect(durationLabel(seconds)).toBe(label);
    expect(isoDuration(seconds)).toBe(iso);
  });
});

describe("a position in a video", () => {
  it.each([
    [0, "0:00"],
    [7.9, "0:07"],
    [95, "1:35"],
    [3725, "1:02:05"],
  ])("%s s shows as %s", (seconds, label) => {
    expect(clockLabel(seconds)).toBe(label);
  });
});
