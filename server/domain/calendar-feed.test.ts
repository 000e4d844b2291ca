import { parseCalendar } from "../../tests/support/calendar";
import {
  addMinutesToLocal,
  buildAgendaCalendar,
  buildClassesCalendar,
  type FeedAgendaItem,
  type FeedClass,
} from "./calendar-feed";

const CLASS: FeedClass = {
  id: 7,
  groupNumber: 1,
  datetime: "2026-03-12T14:30",
  durationMinutes: 60,
  place: "Sala gimnastyczna",
  topic: "Gry i zabawy z piłką",
  girlsCount: 8,
  boysCount: 7,
  status: "planned",
  cancellationReason: "",
  updatedAt: new Date("2026-03-01T10:00:00Z"),
  sequence: 0,
};

/** A calendar written in Europe/Warsaw's time zone, its first event's local start and its stamp checked: read back. */
function readWarsawCalendar(text: string, { firstStart, stamp }: { firstStart: string; stamp: string }) {
  expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw");
  expect(text).toContain(`DTSTART;TZID=Europe/Warsaw:${firstStart}`);
  expect(text).toContain(`DTSTAMP:${stamp}`);
  return parseCalendar(text);
}

describe("the classes calendar", () => {
  it("writes each class at its Polish wall-clock time in Europe/Warsaw, an hour long", () => {
    const { name, events } = readWarsawCalendar(
      buildClassesCalendar([CLASS, { ...CLASS, id: 8, datetime: "2026-06-18T16:00" }]),
      { firstStart: "20260312T143000", stamp: "20260301T100000Z" },
    );
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
        sequence: 0,
        lastModified: "2026-03-01T10:00:00.000Z",
      },
      expect.objectContaining({ localStart: "2026-06-18T16:00", start: "2026-06-18T14:00:00.000Z" }),
    ]);
  });

  it("ends each class after its own duration", () => {
    const events = parseCalendar(
      buildClassesCalendar([
        { ...CLASS, durationMinutes: 45 },
        { ...CLASS, id: 8, datetime: "2026-03-12T19:15", durationMinutes: 240 },
      ]),
    ).events;
    expect(events.map((event) => [event.localStart, event.localEnd])).toEqual([
      ["2026-03-12T14:30", "2026-03-12T15:15"],
      ["2026-03-12T19:15", "2026-03-12T23:15"],
    ]);
    expect(buildClassesCalendar([{ ...CLASS, durationMinutes: 90 }])).toContain(
      "DTEND;TZID=Europe/Warsaw:20260312T160000",
    );
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

  it("carries each change's SEQUENCE and LAST-MODIFIED, so calendar apps take a moved or cancelled class", () => {
    const changed = { ...CLASS, sequence: 3, updatedAt: new Date("2026-03-05T08:15:00Z") };
    const text = buildClassesCalendar([changed]);
    expect(text).toContain("SEQUENCE:3");
    expect(text).toContain("LAST-MODIFIED:20260305T081500Z");
    expect(parseCalendar(text).events[0]).toMatchObject({ sequence: 3, lastModified: "2026-03-05T08:15:00.000Z" });
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

const ITEM: FeedAgendaItem = {
  id: 3,
  name: "Debata ekspertów: jak odbudować sprawność uczniów po pandemii",
  // 10:00–11:30 in Warsaw, summer time (UTC+2).
  start: new Date("2026-05-14T08:00:00Z"),
  end: new Date("2026-05-14T09:30:00Z"),
  place: "Aula główna",
  city: "Warszawa",
  congress: "Kongres Sport Kluby – Warszawa",
  experts: [
    { name: "dr Anna Lis", role: "moderator" },
    { name: "prof. Jan Wójcik", role: "speaker" },
    { name: "Ewa Zając", role: "speaker" },
  ],
};

describe("the agenda calendar", () => {
  const stamp = new Date("2026-05-01T12:00:00Z");

  it("writes each item at its Polish wall-clock time in Europe/Warsaw, with its place, city, congress and experts", () => {
    const { name, events } = readWarsawCalendar(buildAgendaCalendar([ITEM], stamp), {
      firstStart: "20260514T100000",
      stamp: "20260501T120000Z",
    });
    expect(name).toBe("Kongres Sport Kluby – moja agenda");
    expect(events).toEqual([
      {
        uid: "agenda-3@sport-kluby",
        summary: "Debata ekspertów: jak odbudować sprawność uczniów po pandemii",
        location: "Aula główna, Warszawa",
        description: "Kongres Sport Kluby – Warszawa\nModeracja: dr Anna Lis\nWystąpienia: prof. Jan Wójcik, Ewa Zając",
        status: "CONFIRMED",
        timeZone: "Europe/Warsaw",
        localStart: "2026-05-14T10:00",
        localEnd: "2026-05-14T11:30",
        start: "2026-05-14T08:00:00.000Z",
        sequence: 0,
        lastModified: null,
      },
    ]);
  });

  it("names only the city without a place, and only the congress without experts", () => {
    const [krakow, withoutExperts] = parseCalendar(
      buildAgendaCalendar(
        [
          {
            ...ITEM,
            place: "",
            city: "Kraków",
            congress: "Kongres Sport Kluby – Kraków",
            experts: [{ name: "Ewa Zając", role: "speaker" }],
            // Winter time (UTC+1).
            start: new Date("2026-12-05T08:00:00Z"),
            end: new Date("2026-12-05T09:00:00Z"),
          },
          { ...ITEM, id: 4, experts: [] },
        ],
        stamp,
      ),
    ).events;
    expect(krakow).toMatchObject({
      location: "Kraków",
      description: "Kongres Sport Kluby – Kraków\nWystąpienia: Ewa Zając",
      localStart: "2026-12-05T09:00",
      localEnd: "2026-12-05T10:00",
    });
    expect(withoutExperts.description).toBe("Kongres Sport Kluby – Warszawa");
  });

  it("is a valid empty calendar without items", () => {
    expect(parseCalendar(buildAgendaCalendar([], stamp)).events).toEqual([]);
  });
});
