// The teacher's classes as an iCalendar feed (RFC 5545) that phones'
// calendars subscribe to: wall-clock times in Europe/Warsaw with the zone's
// VTIMEZONE, cancelled classes kept and marked STATUS:CANCELLED.
import ical, { ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { CLASS_DURATION_MINUTES } from "../../app/lib/contract/constants";

const POLAND_TIME_ZONE = "Europe/Warsaw";
/** How often a subscribed calendar should ask again (seconds). */
const REFRESH_SECONDS = 3600;

export interface FeedClass {
  id: number;
  groupNumber: number;
  /** Wall-clock time in Poland: "2026-03-12T14:30". */
  datetime: string;
  place: string;
  topic: string;
  girlsCount: number;
  boysCount: number;
  status: "planned" | "cancelled";
  cancellationReason: string;
  updatedAt: Date;
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

export function buildClassesCalendar(classes: readonly FeedClass[]): string {
  // No calendar-wide zone: DTSTAMP stays in UTC, as RFC 5545 asks; each event
  // carries TZID=Europe/Warsaw and the generator adds the zone's VTIMEZONE.
  const calendar = ical({
    name: "Sport Klub – zajęcia",
    prodId: { company: "AWF Warszawa", product: "Sport Kluby", language: "PL" },
    timezone: { name: null, generator: vtimezone },
    ttl: REFRESH_SECONDS,
  });
  for (const item of classes) {
    const cancelled = item.status === "cancelled";
    const title = `Sport Klub, grupa ${item.groupNumber}: ${item.topic}`;
    calendar.createEvent({
      id: `zajecia-${item.id}@sport-kluby`,
      timezone: POLAND_TIME_ZONE,
      // Wall-clock text, which the generator writes as it is beside the TZID.
      start: `${item.datetime}:00`,
      end: `${addMinutesToLocal(item.datetime, CLASS_DURATION_MINUTES)}:00`,
      stamp: item.updatedAt,
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
