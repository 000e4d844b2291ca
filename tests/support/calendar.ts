// Reads an iCalendar feed with ical.js (Mozilla's parser, as in Thunderbird),
// the way a calendar app would: every VTIMEZONE registered, every event's
// start resolved to an instant.
import ICAL from "ical.js";

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  status: string;
  /** The TZID the start is written in. */
  timeZone: string | null;
  /** Wall-clock start as written: "2026-03-12T14:30". */
  localStart: string;
  localEnd: string;
  /** The instant it starts, in UTC ISO form. */
  start: string;
  /** Raised by every change; a calendar app takes an update only with a higher one. */
  sequence: number;
  /** When it last changed (UTC ISO form), if the feed says. */
  lastModified: string | null;
}

export function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const local = (time: ICAL.Time) => time.toString().slice(0, 16);
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const start = component.getFirstProperty("dtstart");
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: String(component.getFirstPropertyValue("status")),
      timeZone: (start?.getParameter("tzid") as string | undefined) ?? null,
      localStart: local(event.startDate),
      localEnd: local(event.endDate),
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
      lastModified:
        (component.getFirstPropertyValue("last-modified") as ICAL.Time | null)?.toJSDate().toISOString() ?? null,
    };
  });
  return { name: String(calendar.getFirstPropertyValue("x-wr-calname")), events };
}
