// Calendar feeds: a phone's calendar has no session, so the address carries a secret found by its SHA-256 alone.

import { CALENDAR_TOKEN_PATTERN, type CalendarFeedKind, calendarOperations } from "../../../app/lib/contract";
import { type AgendaItemRow, expertsOfItems, listItemsOfUser } from "../../db/agenda";
import { findCalendarFeedByHash, findCalendarFeedOf, replaceCalendarFeed } from "../../db/calendar-feeds";
import type { Database } from "../../db/client";
import { listEvents } from "../../db/events";
import { currentGroupsOf } from "../../db/groups";
import { listScheduleItems } from "../../db/schedule";
import { buildAgendaCalendar, buildClassesCalendar } from "../../domain/calendar-feed";
import type { MailAttachment } from "../../mail/mailer";
import { decryptField, encryptField } from "../../security/encryption";
import { hashOneTimeToken, newOneTimeToken } from "../../security/one-time-tokens";
import { type ApiContext, requireUser } from "../context";
import { notFound } from "../http/errors";
import { routes } from "../http/route";
import { localDateTime } from "./schedule";

const FEED_NOT_FOUND = "Nie ma kalendarza pod tym adresem.";

async function showFeed(c: ApiContext, kind: CalendarFeedKind) {
  return { token: await feedTokenOf(c, requireUser(c).id, kind) };
}

export async function feedTokenOf(c: ApiContext, userId: number, kind: CalendarFeedKind): Promise<string | null> {
  const feed = await findCalendarFeedOf(c.get("db"), userId, kind);
  if (!feed) return null;
  try {
    return decryptField(feed.tokenEncrypted, c.get("deps").config.dataEncryptionKey);
  } catch {
    // Saved under another DATA_ENCRYPTION_KEY: it can only be replaced.
    return null;
  }
}

async function renewFeed(c: ApiContext, kind: CalendarFeedKind) {
  const user = requireUser(c);
  const token = newOneTimeToken();
  await replaceCalendarFeed(c.get("db"), user.id, kind, {
    tokenHash: hashOneTimeToken(token),
    tokenEncrypted: encryptField(token, c.get("deps").config.dataEncryptionKey),
  });
  return { token };
}

async function classesCalendarOf(db: Database, userId: number): Promise<string> {
  const groups = await currentGroupsOf(db, userId);
  const items =
    groups.length > 0
      ? await listScheduleItems(
          db,
          groups.map((group) => group.id),
        )
      : [];
  const numberOf = new Map(groups.map((group) => [group.id, group.groupNumber]));
  return buildClassesCalendar(
    items.map((item) => ({
      id: item.id,
      groupNumber: numberOf.get(item.groupId)!,
      datetime: localDateTime(item.datetime),
      durationMinutes: item.durationMinutes,
      place: item.place,
      topic: item.topic,
      girlsCount: item.girlsCount,
      boysCount: item.boysCount,
      status: item.status,
      cancellationReason: item.cancellationReason,
      updatedAt: item.updatedAt,
      sequence: item.sequence,
    })),
  );
}

type CalendarItem = Pick<AgendaItemRow, "id" | "eventId" | "name" | "datetimeStart" | "datetimeEnd" | "place">;

async function agendaCalendar(db: Database, items: { item: CalendarItem; city: string }[], now: Date): Promise<string> {
  const [experts, events] = await Promise.all([
    expertsOfItems(
      db,
      items.map(({ item }) => item.id),
    ),
    items.length > 0 ? listEvents(db) : [],
  ]);
  const congressOf = new Map(events.map((event) => [event.id, event.name]));
  return buildAgendaCalendar(
    items.map(({ item, city }) => ({
      id: item.id,
      name: item.name,
      start: item.datetimeStart,
      end: item.datetimeEnd,
      place: item.place,
      city,
      congress: congressOf.get(item.eventId)!,
      experts: experts.get(item.id) ?? [],
    })),
    now,
  );
}

/** A place on a waiting list is no seat. */
async function agendaCalendarOf(db: Database, userId: number, now: Date): Promise<string> {
  const seats = (await listItemsOfUser(db, userId)).filter((item) => item.userRegistered);
  return agendaCalendar(
    db,
    seats.map((item) => ({ item, city: item.event.city })),
    now,
  );
}

export async function itemCalendarFile(
  db: Database,
  item: CalendarItem,
  city: string,
  now: Date,
): Promise<MailAttachment> {
  return {
    filename: "kongres-punkt-programu.ics",
    contentType: "text/calendar; charset=utf-8",
    content: await agendaCalendar(db, [{ item, city }], now),
  };
}

function calendarFile(c: ApiContext, text: string, disposition: string): Response {
  return c.body(text, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": disposition,
    // A secret address: no shared cache, and a replaced one stops at once.
    "Cache-Control": "private, no-store",
  });
}

async function serveFeed(c: ApiContext): Promise<Response> {
  const token = c.req.param("token") ?? "";
  const db = c.get("db");
  const feed = CALENDAR_TOKEN_PATTERN.test(token) ? await findCalendarFeedByHash(db, hashOneTimeToken(token)) : null;
  if (!feed) throw notFound(FEED_NOT_FOUND);
  if (feed.kind === "agenda") {
    const text = await agendaCalendarOf(db, feed.userId, c.get("deps").now());
    return calendarFile(c, text, 'inline; filename="moja-agenda.ics"');
  }
  return calendarFile(c, await classesCalendarOf(db, feed.userId), 'inline; filename="sport-klub.ics"');
}

async function downloadAgenda(c: ApiContext): Promise<Response> {
  const user = requireUser(c);
  const text = await agendaCalendarOf(c.get("db"), user.id, c.get("deps").now());
  return calendarFile(c, text, 'attachment; filename="moja-agenda.ics"');
}

export const calendarRoutes = routes(calendarOperations, {
  show: (c) => showFeed(c, "classes"),
  renew: (c) => renewFeed(c, "classes"),
  feed: serveFeed,
  agendaShow: (c) => showFeed(c, "agenda"),
  agendaRenew: (c) => renewFeed(c, "agenda"),
  agendaFile: downloadAgenda,
});
