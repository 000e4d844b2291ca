import { parseCalendar } from "../../tests/support/calendar";
import { addMinutesToLocal, buildClassesCalendar, type FeedClass } from "./calendar-feed";

const CLASS: FeedClass = {
  id: 7,
  groupNumber: 1,
  datetime: "2026-03-12T14:30",
  place: "Sala gimnastyczna",
  topic: "Gry i zabawy z piłką",
  girlsCount: 8,
  boysCount: 7,
  status: "planned",
  cancellationReason: "",
  updatedAt: new Date("2026-03-01T10:00:00Z"),
};

describe("the classes calendar", () => {
  it("writes each class at its Polish wall-clock time in Europe/Warsaw, an hour long", () => {
    const text = buildClassesCalendar([CLASS, { ...CLASS, id: 8, datetime: "2026-06-18T16:00" }]);
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw");
    expect(text).toContain("DTSTART;TZID=Europe/Warsaw:20260312T143000");
    expect(text).toMatch(/DTSTAMP:20260301T100000Z/);
    const { name, events } = parseCalendar(text);
    expect(name).toBe("Sport Klub – zajęcia");
    expect(events).toEqual([
      {
        uid: "zajecia-7@sport-kluby",
        summary: "Sport Klub, grupa 1: Gry i zabawy z piłką",
        location: "Sala gimnastyczna",
        description: "Temat: Gry i zabawy z piłką\nUczniowie: dziewczęta 8, chłopcy 7",
        status: "CONFIRMED",
        timeZone: "Europe/Warsaw",
        localStart: "2026-03-12T14:30",
        localEnd: "2026-03-12T15:30",
        // Winter time: UTC+1.
        start: "2026-03-12T13:30:00.000Z",
      },
      expect.objectContaining({ localStart: "2026-06-18T16:00", start: "2026-06-18T14:00:00.000Z" }),
    ]);
  });

  it("keeps a cancelled class, marked cancelled and with its reason", () => {
    const [event] = parseCalendar(
      buildClassesCalendar([{ ...CLASS, status: "cancelled", cancellationReason: "Wycieczka klasowa" }]),
    ).events;
    expect(event).toMatchObject({
      status: "CANCELLED",
      summary: "Odwołane – Sport Klub, grupa 1: Gry i zabawy z piłką",
      description: expect.stringContaining("Powód odwołania: Wycieczka klasowa"),
    });
  });

  it("is a valid empty calendar without classes", () => {
    expect(parseCalendar(buildClassesCalendar([])).events).toEqual([]);
  });
});

it("adds minutes on the wall clock, over midnight and month ends", () => {
  expect(addMinutesToLocal("2026-03-12T14:30", 60)).toBe("2026-03-12T15:30");
  expect(addMinutesToLocal("2026-01-31T23:30", 60)).toBe("2026-02-01T00:30");
  // The night clocks go forward changes nothing on the wall-clock arithmetic.
  expect(addMinutesToLocal("2026-03-29T01:30", 60)).toBe("2026-03-29T02:30");
});
