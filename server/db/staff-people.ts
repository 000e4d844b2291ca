// The office's view of accounts: found by name or e-mail, disabled and
// enabled. Disabling ends every session, unused password link and calendar
// address at once.
import { and, asc, eq, ilike, or } from "drizzle-orm";
import { deleteCalendarFeedsOf } from "./calendar-feeds";
import type { Database } from "./client";
import { containing } from "./like-pattern";
import { users } from "./schema";
import { endOtherSessions } from "./sessions";
import type { UserRow } from "./users";

/** Accounts whose e-mail or name holds every word typed, at most `limit`. */
export async function searchAccounts(db: Database, text: string, limit: number): Promise<UserRow[]> {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return db
    .select()
    .from(users)
    .where(
      and(
        ...words.map((word) =>
          or(
            ilike(users.email, containing(word)),
            ilike(users.firstname, containing(word)),
            ilike(users.lastname, containing(word)),
          ),
        ),
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(limit);
}

/**
 * Disables or enables an account; a disabled one is logged out everywhere and
 * its calendar addresses end for good. Undefined when there is none. Call it
 * in a transaction.
 */
export async function setAccountActive(
  db: Database,
  input: { userId: number; active: boolean; now: Date },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ isActive: input.active }).where(eq(users.id, input.userId)).returning();
  if (row && !input.active) {
    await endOtherSessions(db, { userId: row.id, keep: null, now: input.now });
    await deleteCalendarFeedsOf(db, row.id);
  }
  return row;
}

/** A new staff account without a password: its owner sets one from the e-mailed link. */
export async function insertStaffAccount(
  db: Database,
  input: { email: string; firstname: string; lastname: string; agreements: number[] },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...input, isStaff: true })
    .returning();
  return row;
}
