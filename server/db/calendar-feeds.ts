// Queries about teachers' calendar feeds (their secret addresses).
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { calendarFeeds } from "./schema";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findCalendarFeedOf(db: Database, userId: number): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findCalendarFeedByHash(db: Database, tokenHash: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** Gives the teacher a feed with this secret; a feed they had before stops answering at once. */
export async function replaceCalendarFeed(
  db: Database,
  userId: number,
  secret: { tokenHash: string; tokenEncrypted: string },
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, ...secret })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { ...secret, createdAt: new Date() } });
}
