// Queries about accounts. Disabling one ends every session, unused password
// link and calendar address at once.
import { and, asc, desc, eq, gt, ilike, isNull, or, sql } from "drizzle-orm";

import type { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import type { Setup } from "../../app/lib/contract/setup";
import type { PeselProbe } from "../security/pesel-search";
import { deleteCalendarFeedsOf } from "./calendar-feeds";
import type { Database } from "./client";
import { setupFactColumns, setupFrom } from "./club";
import { polishAsc, polishDesc } from "./collation";
import { containing, digitsMatching } from "./like-pattern";
import { accountPeselMatching } from "./pesel-search";
import { preparedOnce } from "./prepared";
import { eventRegistrations, events, type PasswordTokenPurpose, passwordTokens, seasons, users } from "./schema";
import type { SeasonRow } from "./season";
import { endOtherSessions } from "./sessions";

export type UserRow = typeof users.$inferSelect;

/** The profile fields of a registration or profile update (SPEC §3), as columns. */
function profileColumns(body: {
  firstname: string;
  lastname: string;
  phone: string;
  city: string;
  postal_code: string;
  user_groups1: string;
  user_groups2: string;
  user_agreements: number[];
}) {
  return {
    firstname: body.firstname,
    lastname: body.lastname,
    phone: body.phone,
    city: body.city,
    postalCode: body.postal_code,
    userGroups1: body.user_groups1,
    userGroups2: body.user_groups2,
    agreements: body.user_agreements,
    updatedAt: sql`now()`,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Database, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** Whether the database holds any account at all (a first start). */
export async function hasAnyUser(db: Database): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return user !== undefined;
}

type ProfileInput = Parameters<typeof profileColumns>[0];

export async function updateProfile(db: Database, userId: number, profile: ProfileInput): Promise<UserRow> {
  const [updated] = await db.update(users).set(profileColumns(profile)).where(eq(users.id, userId)).returning();
  return updated;
}

/** A new account without a password, registered to an event in the same transaction. */
export async function createRegisteredUser(
  db: Database,
  input: { email: string; profile: ProfileInput; eventId: number },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: normalizeEmail(input.email), ...profileColumns(input.profile) })
      .returning();
    await tx.insert(eventRegistrations).values({ userId: created.id, eventId: input.eventId });
    return created;
  });
}

export async function recordLogin(db: Database, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

/** Staff record the day the teacher's signed contract arrived. */
export async function setAgreementDateSigned(db: Database, userId: number, day: string): Promise<void> {
  await db.update(users).set({ agreementDateSigned: day }).where(eq(users.id, userId));
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

/** What the office typed, and its PESEL hash when it can be a PESEL's end or a whole one. */
export interface AccountSearch {
  text: string;
  pesel?: PeselProbe;
}

/**
 * An account whose e-mail, name, postal code or phone holds every word typed (at most five words); a
 * number typed whole ("600 700 800", "+48600700800") is one word, matched digit for digit, and may
 * be the end of the PESEL in the account's club application.
 */
export function accountMatching({ text, pesel }: AccountSearch) {
  const typed = typedMatching(text.trim());
  return pesel ? or(typed, accountPeselMatching(users.id, pesel)) : typed;
}

function typedMatching(text: string) {
  const whole = digitsMatching(users.phone, text);
  if (whole) return or(whole, digitsMatching(users.postalCode, text), ilike(users.email, containing(text)));
  const words = text.split(/\s+/).filter(Boolean).slice(0, 5);
  return and(
    ...words.map((word) =>
      or(
        ilike(users.email, containing(word)),
        ilike(users.firstname, containing(word)),
        ilike(users.lastname, containing(word)),
        ilike(users.postalCode, containing(word)),
        digitsMatching(users.phone, word),
      ),
    ),
  );
}

export type NameOrder = "name" | "-name";

/** Accounts by surname, then first name, in Polish order. */
export const BY_NAME = [polishAsc(users.lastname), polishAsc(users.firstname), asc(users.id)] as const;

/** "-name" from Ż to A. */
export function byName(order: NameOrder = "name") {
  if (order === "name") return BY_NAME;
  return [polishDesc(users.lastname), polishDesc(users.firstname), desc(users.id)] as const;
}

/** One page of the accounts matching the words typed, and how many match in all. */
export async function searchAccounts(
  db: Database,
  search: AccountSearch,
  page: { number: number; size: number; order?: NameOrder },
): Promise<{ count: number; rows: UserRow[] }> {
  const where = accountMatching(search);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...byName(page.order))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { count, rows };
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

// One statement (issue 16): each statement a page runs costs it more than its data.
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

/** An account's setup, its club application's status and note, and its newsletter subscription. */
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

const registeredEventsQuery = preparedOnce("registered_events", (db) =>
  db
    .select({ id: events.id, slug: events.slug, name: events.name, city: events.city })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.userId, sql.placeholder("userId")))
    .orderBy(events.id),
);

export async function registeredEventsOf(db: Database, userId: number) {
  return registeredEventsQuery(db).execute({ userId });
}

export async function isRegisteredToEvent(db: Database, userId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), eq(eventRegistrations.eventId, eventId)));
  return row !== undefined;
}

export async function storePasswordToken(
  db: Database,
  input: { userId: number; tokenHash: string; purpose: PasswordTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordTokens).values(input);
}

/** The unused, unexpired token with this hash, or undefined. */
export async function findUsablePasswordToken(db: Database, tokenHash: string, now: Date) {
  const [token] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)),
    );
  return token;
}

/** Marks the token used; true only for the one caller that got it first. */
export async function consumePasswordToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; purpose: PasswordTokenPurpose } | null> {
  const [token] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)),
    )
    .returning({ userId: passwordTokens.userId, purpose: passwordTokens.purpose });
  return token ?? null;
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Postgres unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
