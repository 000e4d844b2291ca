// One statement (issue 16): each statement a page runs costs it more than its data.
import { eq, sql } from "drizzle-orm";
import type { Setup } from "../../app/lib/contract/setup";
import type { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import type { Database } from "./client";
import { setupFactColumns, setupFrom } from "./club";
import { preparedOnce } from "./prepared";
import { seasons, users } from "./schema";
import type { SeasonRow } from "./season";

const accountFactsQuery = preparedOnce("account_facts", (db) => {
  const userId = sql.placeholder("userId");
  return db
    .select({
      ...setupFactColumns(userId),
      staffNote: sql<string>`(select e.staff_note from club_enrollments e where e.user_id = ${userId})`,
      subscribed: sql<boolean>`exists (select 1 from newsletter_subscriptions n where n.user_id = ${userId})`,
    })
    .from(users)
    .leftJoin(seasons, eq(seasons.isCurrent, true))
    .where(eq(users.id, userId));
});

export interface AccountFacts {
  setup: Setup & { season: SeasonRow | null };
  clubEnrollment: { status: ClubEnrollmentStatus; staffNote: string } | null;
  subscribed: boolean;
}

export async function loadAccountFacts(db: Database, userId: number, now: Date): Promise<AccountFacts> {
  const [facts] = await accountFactsQuery(db).execute({ userId });
  const setup = setupFrom(facts, now);
  // Status 0 is under verification: compared with null, never by truth.
  const status = facts?.status ?? null;
  return {
    setup,
    clubEnrollment: setup.hasClubEnrollment && status !== null ? { status, staffNote: facts!.staffNote } : null,
    subscribed: facts?.subscribed ?? false,
  };
}
