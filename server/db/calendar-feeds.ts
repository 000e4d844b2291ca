// Queries about teachers' calendar feeds (their secret addresses): one per
// teacher and kind, the classes of their groups or the congress items they joined.
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

/** The feed with this secret's hash, while its account is enabled. */
export async function findCalendarFeedByHash(db: Database, tokenHash: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db
    .select({ feed: calendarFeeds })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.isActive, true)))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.feed;
}

/** Every feed of the teacher ends for good: enabling the account again does not bring an address back. */
export async function deleteCalendarFeedsOf(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * Gives the teacher a feed of this kind with this secret; a feed of the same
 * kind they had before stops answering at once, one of the other kind stays.
 */
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
