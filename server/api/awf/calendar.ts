// /pl/api/awf/calendar/: the teacher's calendar feed. Its address carries a
// secret instead of a login, since a phone's calendar app has no session:
// only the secret's SHA-256 finds it, and a new secret ends the old address.
import type { Hono } from "hono";
import { CALENDAR_TOKEN_PATTERN, calendarOperations } from "../../../app/lib/contract";
import { findCalendarFeedByHash, findCalendarFeedOf, replaceCalendarFeed } from "../../db/calendar-feeds";
import { currentGroupsOf } from "../../db/groups";
import { listScheduleItems } from "../../db/schedule";
import { buildClassesCalendar } from "../../domain/calendar-feed";
import { decryptField, encryptField } from "../../security/encryption";
import { hashOneTimeToken, newOneTimeToken } from "../../security/one-time-tokens";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { notFound } from "../http/errors";
import { route } from "../http/route";
import { localDateTime } from "./schedule";

const FEED_NOT_FOUND = "Nie ma kalendarza pod tym adresem.";

async function showFeed(c: ApiContext) {
  const user = requireUser(c);
  const feed = await findCalendarFeedOf(c.get("db"), user.id);
  if (!feed) return { token: null };
  try {
    return { token: decryptField(feed.tokenEncrypted, c.get("deps").config.dataEncryptionKey) };
  } catch {
    // Saved under another DATA_ENCRYPTION_KEY: the address cannot be shown again, only replaced.
    return { token: null };
  }
}

async function renewFeed(c: ApiContext) {
  const user = requireUser(c);
  const token = newOneTimeToken();
  await replaceCalendarFeed(c.get("db"), user.id, {
    tokenHash: hashOneTimeToken(token),
    tokenEncrypted: encryptField(token, c.get("deps").config.dataEncryptionKey),
  });
  return { token };
}

async function serveFeed(c: ApiContext): Promise<Response> {
  const token = c.req.param("token") ?? "";
  const db = c.get("db");
  const feed = CALENDAR_TOKEN_PATTERN.test(token) ? await findCalendarFeedByHash(db, hashOneTimeToken(token)) : null;
  if (!feed) throw notFound(FEED_NOT_FOUND);
  const groups = await currentGroupsOf(db, feed.userId);
  const items =
    groups.length > 0
      ? await listScheduleItems(
          db,
          groups.map((group) => group.id),
        )
      : [];
  const numberOf = new Map(groups.map((group) => [group.id, group.groupNumber]));
  const text = buildClassesCalendar(
    items.map((item) => ({
      id: item.id,
      groupNumber: numberOf.get(item.groupId)!,
      datetime: localDateTime(item.datetime),
      place: item.place,
      topic: item.topic,
      girlsCount: item.girlsCount,
      boysCount: item.boysCount,
      status: item.status,
      cancellationReason: item.cancellationReason,
      updatedAt: item.updatedAt,
    })),
  );
  return c.body(text, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="sport-klub.ics"',
    // The address is a secret: no shared cache may keep it, and a replaced one must stop at once.
    "Cache-Control": "private, no-store",
  });
}

export function calendarRoutes(app: Hono<ApiEnv>): void {
  route(app, calendarOperations.show, showFeed);
  route(app, calendarOperations.renew, renewFeed);
  route(app, calendarOperations.feed, serveFeed);
}
