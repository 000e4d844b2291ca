// /pl/api/awf/reminders/: which reminders the logged-in teacher wants; and
// /pl/api/awf/unsubscribe/{token}/: the link of a reminder or newsletter
// e-mail, which takes its person off that list without a login.

import { REMINDER_KINDS, type ReminderKind, reminderOperations } from "../../../app/lib/contract";
import type { Database } from "../../db/client";
import { isSubscribed, unsubscribe } from "../../db/newsletter";
import { mailingStateOf, remindersOffOf, setRemindersOff, turnReminderOff } from "../../db/reminders";
import { readUnsubscribeToken } from "../../security/unsubscribe-tokens";
import { type ApiContext, requireUser } from "../context";
import { notFound } from "../http/errors";
import { type Input, routes } from "../http/route";

const LINK_NOT_FOUND = "Ten link do wypisania jest nieprawidłowy.";

function settingsOf(off: readonly ReminderKind[]) {
  return Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, !off.includes(kind)])) as Record<ReminderKind, boolean>;
}

async function showSettings(c: ApiContext) {
  return settingsOf(await remindersOffOf(c.get("db"), requireUser(c).id));
}

async function updateSettings(c: ApiContext, input: Input<typeof reminderOperations.update>) {
  const user = requireUser(c);
  const wanted = await input.body();
  const off = REMINDER_KINDS.filter((kind) => !wanted[kind]);
  await setRemindersOff(c.get("db"), user.id, off);
  return settingsOf(off);
}

/** The person and list of the link, and whether they are on it still; 404 for a link this server did not sign. */
async function listOfLink(c: ApiContext, db: Database) {
  const link = readUnsubscribeToken(c.req.param("token") ?? "", c.get("deps").config.jwtSecret);
  const person = link ? await mailingStateOf(db, link.userId) : null;
  if (!link || !person) throw notFound(LINK_NOT_FOUND);
  const subscribed =
    link.list === "newsletter" ? await isSubscribed(db, link.userId) : !person.remindersOff.includes(link.list);
  return { ...link, email: person.email, subscribed };
}

async function showLink(c: ApiContext) {
  const { list, email, subscribed } = await listOfLink(c, c.get("db"));
  return { list, email, subscribed };
}

async function unsubscribeByLink(c: ApiContext) {
  return c.get("db").transaction(async (tx) => {
    const { userId, list, email } = await listOfLink(c, tx);
    if (list === "newsletter") await unsubscribe(tx, userId);
    else await turnReminderOff(tx, userId, list);
    return { list, email, subscribed: false };
  });
}

export const reminderRoutes = routes(reminderOperations, {
  show: showSettings,
  update: updateSettings,
  unsubscribeShow: showLink,
  unsubscribe: unsubscribeByLink,
});
