// The teacher's calendars as iCalendar feeds (RFC 5545) that phones'
// calendars subscribe to: their classes (cancelled ones kept and marked
// STATUS:CANCELLED) and the congress items they have a seat on. Wall-clock
// times in Europe/Warsaw with the zone's VTIMEZONE.
import ical, { type ICalCalendar, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";

import { POLAND_TIME_ZONE } from "../../app/lib/validation";
import { localDateTimeInPoland } from "./calendar";

/** How often a subscribed calendar should ask again (seconds). */
const REFRESH_SECONDS = 3600;

export interface FeedClass {
  id: number;
  groupNumber: number;
  /** Wall-clock time in Poland: "2026-03-12T14:30". */
  datetime: string;
  durationMinutes: number;
  place: string;
  topic: string;
  girlsCount: number;
  boysCount: number;
  status: "planned" | "cancelled";
  cancellationReason: string;
  updatedAt: Date;
  /** How many times it was changed (RFC 5545's SEQUENCE). */
  sequence: number;
}

/** "2026-03-12T14:30" plus minutes, on the same wall clock (no time zone is involved). */
export function addMinutesToLocal(localDateTime: string, minutes: number): string {
  const [date, time] = localDateTime.split("T");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day, hour, minute + minutes));
  return shifted.toISOString().slice(0, 16);
}

function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/** A calendar of events that each carry TZID=Europe/Warsaw. */
function newCalendar(name: string): ICalCalendar {
  // No calendar-wide zone: DTSTAMP stays in UTC, as RFC 5545 asks; each event
  // carries TZID=Europe/Warsaw and the generator adds the zone's VTIMEZONE.
  return ical({
    name,
    prodId: { company: "AWF Warszawa", product: "Sport Kluby", language: "PL" },
    timezone: { name: null, generator: vtimezone },
    ttl: REFRESH_SECONDS,
  });
}

export function buildClassesCalendar(classes: readonly FeedClass[]): string {
  const calendar = newCalendar("Sport Klub – zajęcia");
  for (const item of classes) {
    const cancelled = item.status === "cancelled";
    const title = `Sport Klub, grupa ${item.groupNumber}: ${item.topic}`;
    calendar.createEvent({
      id: `zajecia-${item.id}@sport-kluby`,
      timezone: POLAND_TIME_ZONE,
      // Wall-clock text, which the generator writes as it is beside the TZID.
      start: `${item.datetime}:00`,
      end: `${addMinutesToLocal(item.datetime, item.durationMinutes)}:00`,
      stamp: item.updatedAt,
      // Calendar apps apply a change or a cancellation only with a higher SEQUENCE.
      sequence: item.sequence,
      lastModified: item.updatedAt,
      summary: cancelled ? `Odwołane – ${title}` : title,
      location: item.place,
      description: [
        `Temat: ${item.topic}`,
        `Uczniowie: dziewczęta ${item.girlsCount}, chłopcy ${item.boysCount}`,
        ...(cancelled ? [`Powód odwołania: ${item.cancellationReason}`] : []),
      ].join("\n"),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

export interface FeedAgendaItem {
  id: number;
  name: string;
  start: Date;
  end: Date;
  place: string;
  city: string;
  /** The city's congress as the programme names it: "Kongres Sport Kluby – Warszawa". */
  congress: string;
  experts: readonly { name: string; role: "speaker" | "moderator" }[];
}

/** "Moderacja: …" and "Wystąpienia: …" lines, for the roles the item has. */
function expertLines(experts: FeedAgendaItem["experts"]): string[] {
  const names = (role: "speaker" | "moderator") =>
    experts
      .filter((expert) => expert.role === role)
      .map((expert) => expert.name)
      .join(", ");
  return [
    ...(names("moderator") ? [`Moderacja: ${names("moderator")}`] : []),
    ...(names("speaker") ? [`Wystąpienia: ${names("speaker")}`] : []),
  ];
}

/**
 * The congress items a teacher has a seat on, in every city. `stamp` is when
 * the feed is made: an item records no time of its last change.
 */
export function buildAgendaCalendar(items: readonly FeedAgendaItem[], stamp: Date): string {
  const calendar = newCalendar("Kongres Sport Kluby – moja agenda");
  for (const item of items) {
    calendar.createEvent({
      id: `agenda-${item.id}@sport-kluby`,
      timezone: POLAND_TIME_ZONE,
      start: `${localDateTimeInPoland(item.start)}:00`,
      end: `${localDateTimeInPoland(item.end)}:00`,
      stamp,
      summary: item.name,
      location: item.place ? `${item.place}, ${item.city}` : item.city,
      description: [item.congress, ...expertLines(item.experts)].join("\n"),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
