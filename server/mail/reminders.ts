// Reminders of what a teacher must not miss: the season's survey window
// closing and its last day for planning classes, each a week ahead, and a
// congress item the day before. Every instance runs the job; the database's
// unique key per person, kind and deadline (claimReminder) lets each
// reminder be queued once, in the transaction that records it.
import { DEADLINE_REMINDER_DAYS, type MailingList, type ReminderKind } from "../../app/lib/contract";
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import { claimReminder, congressItemsStarting, planningDateComing, surveyWindowClosing } from "../db/reminders";
import { addDays, daysBetween, instantInPoland, todayInPoland } from "../domain/calendar";
import { log } from "../log";
import { unsubscribeToken } from "../security/unsubscribe-tokens";
import type { MailMessage } from "./mailer";
import type { MailQueue } from "./outbox";
import { congressItemReminderMail, planningDateReminderMail, surveyWindowReminderMail } from "./templates";

type LinkConfig = Pick<ApiConfig, "publicUrl" | "jwtSecret">;

/** The one-click address that takes `userId` off `list`, on the platform's public address. */
export function unsubscribeUrlOf(config: LinkConfig, userId: number, list: MailingList): string {
  return `${config.publicUrl}/wypisz/${unsubscribeToken(userId, list, config.jwtSecret)}`;
}

interface Addressee {
  to: string;
  firstname: string;
  site: string;
  unsubscribeUrl: string;
}

export interface ReminderJob {
  db: Database;
  mail: MailQueue;
  config: LinkConfig;
  now?: () => Date;
}

/** Queues every reminder due at `now` that nobody has queued yet; answers how many of each kind this call queued. */
export async function queueDueReminders({
  db,
  mail,
  config,
  now = () => new Date(),
}: ReminderJob): Promise<Record<ReminderKind, number>> {
  const today = todayInPoland(now());
  const lastDay = addDays(today, DEADLINE_REMINDER_DAYS);
  const queued = { survey_window: 0, schedule_planning: 0, congress_item: 0 };
  const site = config.publicUrl;

  /** `message` is given whom it goes to: the teacher, the site and the address that stops this kind. */
  async function remindOnce(
    due: { userId: number; email: string; firstname: string },
    kind: ReminderKind,
    deadline: string,
    message: (addressee: Addressee) => MailMessage,
  ) {
    const { userId } = due;
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, { userId, kind, deadline }))) return false;
      const unsubscribeUrl = unsubscribeUrlOf(config, userId, kind);
      await mail.queue(tx, message({ to: due.email, firstname: due.firstname, site, unsubscribeUrl }));
      return true;
    });
    if (claimed) queued[kind]++;
  }

  for (const due of await surveyWindowClosing(db, today, lastDay)) {
    await remindOnce(due, "survey_window", `season:${due.seasonId}:${due.surveysDateEnd}`, (addressee) =>
      surveyWindowReminderMail({
        ...addressee,
        season: { name: due.seasonName, surveysDateEnd: due.surveysDateEnd },
        daysLeft: daysBetween(today, due.surveysDateEnd),
        groups: due.groups,
      }),
    );
  }
  for (const due of await planningDateComing(db, today, lastDay)) {
    await remindOnce(due, "schedule_planning", `season:${due.seasonId}:${due.scheduleMaxDate}`, (addressee) =>
      planningDateReminderMail({
        ...addressee,
        season: { name: due.seasonName, scheduleMaxDate: due.scheduleMaxDate },
        daysLeft: daysBetween(today, due.scheduleMaxDate),
      }),
    );
  }
  const tomorrow = addDays(today, 1);
  const tomorrowStarts = instantInPoland(tomorrow, "00:00");
  const tomorrowEnds = instantInPoland(addDays(tomorrow, 1), "00:00");
  for (const due of await congressItemsStarting(db, tomorrowStarts, tomorrowEnds)) {
    await remindOnce(
      due,
      "congress_item",
      `agenda-item:${due.itemId}:${due.datetimeStart.toISOString()}`,
      (addressee) =>
        congressItemReminderMail({
          ...addressee,
          item: { name: due.itemName, datetimeStart: due.datetimeStart, place: due.place },
          city: due.city,
        }),
    );
  }
  return queued;
}

/** Runs the job now and every `everyMs`, without keeping the process alive; answers how to stop. */
export function startReminders(job: ReminderJob, everyMs: number): () => void {
  const run = () =>
    queueDueReminders(job)
      .then((queued) => {
        const total = queued.survey_window + queued.schedule_planning + queued.congress_item;
        if (total > 0) log.info({ queued }, "reminders queued");
      })
      .catch((error: unknown) => log.error({ err: error }, "the reminder job failed"));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
