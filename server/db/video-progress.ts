// Queries about where teachers stopped in the training videos.
import { asc, eq, sql } from "drizzle-orm";

import type { Database } from "./client";
import { videoProgress } from "./schema";

export type VideoProgressRow = typeof videoProgress.$inferSelect;

export async function listVideoProgress(db: Database, userId: number): Promise<VideoProgressRow[]> {
  return db.select().from(videoProgress).where(eq(videoProgress.userId, userId)).orderBy(asc(videoProgress.video));
}

/** Keeps the latest position; "watched", once reached, stays. */
export async function saveVideoProgress(
  db: Database,
  values: { userId: number; video: string; positionSeconds: number; durationSeconds: number; watched: boolean },
): Promise<VideoProgressRow> {
  const [row] = await db
    .insert(videoProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [videoProgress.userId, videoProgress.video],
      set: {
        positionSeconds: values.positionSeconds,
        durationSeconds: values.durationSeconds,
        watched: sql`${videoProgress.watched} OR ${values.watched}`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row;
}
