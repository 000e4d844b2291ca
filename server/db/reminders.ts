// Who is due a reminder (server/mail/reminders.ts sends them), which kinds a
// person turned off, and the record of each reminder sent: its unique key
// (person, kind, deadline) lets one instance of many insert it, once.
import { and, eq, gte, lt, lte, sql } from "drizzle-orm";

import type { ReminderKind } from "../../app/lib/contract";
import type { Database } from "./client";
import {
  agendaItems,
  agendaSignUps,
  events,
  groups,
  remindersSent,
  seasonEnrollments,
  seasons,
  surveys,
  users,
} from "./schema";

export interface Recipient {
  userId: number;
  email: string;
  firstname: string;
}

const recipient = { userId: users.id, email: users.email, firstname: users.firstname };

/** Teachers who may be reminded of `kind`: active, not the office, and not turned off. */
const remindable = (kind: ReminderKind) =>
  and(eq(users.isActive, true), eq(users.isStaff, false), sql`NOT (${kind} = ANY(${users.remindersOff}))`);

export interface SurveyWindowDue extends Recipient {
  seasonId: number;
  seasonName: string;
  surveysDateEnd: string;
  /** The teacher's groups of that season with no survey yet, by number. */
  groups: { id: number; number: number }[];
}

/** Teachers with a group lacking a survey in a season whose open survey window closes between `today` and `last`. */
export async function surveyWindowClosing(db: Database, today: string, last: string): Promise<SurveyWindowDue[]> {
  const rows = await db
    .select({
      ...recipient,
      seasonId: seasons.id,
      seasonName: seasons.name,
      surveysDateEnd: seasons.surveysDateEnd,
      groupId: groups.id,
      groupNumber: groups.groupNumber,
    })
    .from(seasons)
    .innerJoin(seasonEnrollments, eq(seasonEnrollments.seasonId, seasons.id))
    .innerJoin(users, eq(users.id, seasonEnrollments.userId))
    .innerJoin(groups, eq(groups.seasonEnrollmentId, seasonEnrollments.id))
    .where(
      and(
        lte(seasons.surveysDateStart, today),
        gte(seasons.surveysDateEnd, today),
        lte(seasons.surveysDateEnd, last),
        remindable("survey_window"),
        sql`NOT EXISTS (SELECT 1 FROM ${surveys} WHERE ${surveys.groupId} = ${groups.id})`,
      ),
    )
    .orderBy(users.id, seasons.id, groups.groupNumber);
  const due = new Map<string, SurveyWindowDue>();
  for (const { groupId, groupNumber, ...row } of rows) {
    const key = `${row.userId}:${row.seasonId}`;
    const entry = due.get(key) ?? { ...row, groups: [] };
    entry.groups.push({ id: groupId, number: groupNumber });
    due.set(key, entry);
  }
  return [...due.values()];
}

export interface PlanningDateDue extends Recipient {
  seasonId: number;
  seasonName: string;
  scheduleMaxDate: string;
}

/** Teachers enrolled with a group in a season whose last day for adding classes falls between `today` and `last`. */
export async function planningDateComing(db: Database, today: string, last: string): Promise<PlanningDateDue[]> {
  return db
    .select({ ...recipient, seasonId: seasons.id, seasonName: seasons.name, scheduleMaxDate: seasons.scheduleMaxDate })
    .from(seasons)
    .innerJoin(seasonEnrollments, eq(seasonEnrollments.seasonId, seasons.id))
    .innerJoin(users, eq(users.id, seasonEnrollments.userId))
    .where(
      and(
        gte(seasons.scheduleMaxDate, today),
        lte(seasons.scheduleMaxDate, last),
        remindable("schedule_planning"),
        sql`EXISTS (SELECT 1 FROM ${groups} WHERE ${groups.seasonEnrollmentId} = ${seasonEnrollments.id})`,
      ),
    )
    .orderBy(users.id, seasons.id);
}

export interface CongressItemDue extends Recipient {
  itemId: number;
  itemName: string;
  datetimeStart: Date;
  place: string;
  city: string;
}

/** Teachers with a seat on a congress item that starts in [from, to). */
export async function congressItemsStarting(db: Database, from: Date, to: Date): Promise<CongressItemDue[]> {
  return db
    .select({
      ...recipient,
      itemId: agendaItems.id,
      itemName: agendaItems.name,
      datetimeStart: agendaItems.datetimeStart,
      place: agendaItems.place,
      city: events.city,
    })
    .from(agendaSignUps)
    .innerJoin(agendaItems, eq(agendaItems.id, agendaSignUps.agendaItemId))
    .innerJoin(events, eq(events.id, agendaItems.eventId))
    .innerJoin(users, eq(users.id, agendaSignUps.userId))
    .where(and(gte(agendaItems.datetimeStart, from), lt(agendaItems.datetimeStart, to), remindable("congress_item")))
    .orderBy(users.id, agendaItems.datetimeStart);
}

/**
 * Records that `userId` is sent the `kind` reminder of `deadline`; false when
 * someone (another instance, an earlier pass) already did. Call it in the
 * transaction that queues the e-mail.
 */
export async function claimReminder(
  db: Database,
  reminder: { userId: number; kind: ReminderKind; deadline: string },
): Promise<boolean> {
  const [claimed] = await db
    .insert(remindersSent)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ id: remindersSent.id });
  return claimed !== undefined;
}

export async function remindersOffOf(db: Database, userId: number): Promise<ReminderKind[]> {
  const [row] = await db.select({ off: users.remindersOff }).from(users).where(eq(users.id, userId));
  return (row?.off ?? []) as ReminderKind[];
}

export async function setRemindersOff(db: Database, userId: number, off: ReminderKind[]): Promise<void> {
  await db.update(users).set({ remindersOff: off, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Turns one kind off (an unsubscribe link); false when there is no such person. */
export async function turnReminderOff(db: Database, userId: number, kind: ReminderKind): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ remindersOff: sql`array_append(array_remove(${users.remindersOff}, ${kind}), ${kind})` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The address of the person an unsubscribe link names, and the reminders they turned off; null when gone. */
export async function mailingStateOf(
  db: Database,
  userId: number,
): Promise<{ email: string; remindersOff: ReminderKind[] } | null> {
  const [row] = await db
    .select({ email: users.email, remindersOff: users.remindersOff })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { email: row.email, remindersOff: row.remindersOff as ReminderKind[] } : null;
}
