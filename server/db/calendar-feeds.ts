import { and, eq, sql } from "drizzle-orm";

import type { CalendarFeedKind } from "../../app/lib/contract/constants";
import type { Database } from "./client";
import { preparedOnce } from "./prepared";
import { calendarFeeds, users } from "./schema";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

const feedOfQuery = preparedOnce("calendar_feed_of", (db) =>
  db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, sql.placeholder("userId")), eq(calendarFeeds.kind, sql.placeholder("kind")))),
);

export async function findCalendarFeedOf(
  db: Database,
  userId: number,
  kind: CalendarFeedKind,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await feedOfQuery(db).execute({ userId, kind });
  return row;
}

export async function findCalendarFeedByHash(db: Database, tokenHash: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db
    .select({ feed: calendarFeeds })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.isActive, true)))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.feed;
}

/** Enabling the account again does not bring an address back. */
export async function deleteCalendarFeedsOf(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The old feed of this kind stops answering at once; the other kind stays. */
export async function replaceCalendarFeed(
  db: Database,
  userId: number,
  kind: CalendarFeedKind,
  secret: { tokenHash: string; tokenEncrypted: string },
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, kind, ...secret })
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.kind],
      set: { ...secret, createdAt: new Date() },
    });
}
