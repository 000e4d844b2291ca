import { eq, sql } from "drizzle-orm";

import type { Database } from "./client";
import { preparedOnce } from "./prepared";
import { newsletterSubscriptions } from "./schema";

const subscriptionQuery = preparedOnce("newsletter_subscription", (db) =>
  db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, sql.placeholder("userId"))),
);

export async function isSubscribed(db: Database, userId: number): Promise<boolean> {
  const [row] = await subscriptionQuery(db).execute({ userId });
  return row !== undefined;
}

export async function subscribe(db: Database, user: { id: number; email: string }): Promise<boolean> {
  const [created] = await db
    .insert(newsletterSubscriptions)
    .values({ userId: user.id, email: user.email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return created !== undefined;
}

export async function unsubscribe(db: Database, userId: number): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId));
}
