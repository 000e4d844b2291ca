// Reminders of the season's deadlines and the congress, each of which a
// person may turn off, and the one-click unsubscribe link (RFC 8058) that
// every reminder and newsletter e-mail carries.
import { z } from "zod";

import { operation } from "./operation";

/** The kinds of reminder, as they travel and as they are stored. */
export const REMINDER_KINDS = ["survey_window", "schedule_planning", "congress_item"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What an unsubscribe link takes a person off: one kind of reminder, or the newsletter. */
export const MAILING_LISTS = [...REMINDER_KINDS, "newsletter"] as const;
export type MailingList = (typeof MAILING_LISTS)[number];

/** Each list as a sentence names what its e-mails are ("Nie chcesz dostawać …?", "… nie będzie dostawać …"). */
export const MAILING_LIST_NAMES: Record<MailingList, string> = {
  survey_window: "przypomnień o terminie ankiet sprawności",
  schedule_planning: "przypomnień o terminie planowania zajęć",
  congress_item: "przypomnień o punktach kongresu",
  newsletter: "newslettera programu Sport Kluby",
};

/** Each kind of reminder as the profile offers it. */
export const REMINDER_LABELS: Record<ReminderKind, { label: string; hint: string }> = {
  survey_window: {
    label: "Przypomnienie o terminie ankiet sprawności",
    hint: "Tydzień przed końcem terminu ankiet, gdy w którejś grupie nie ma jeszcze ankiety.",
  },
  schedule_planning: {
    label: "Przypomnienie o terminie planowania zajęć",
    hint: "Tydzień przed ostatnim dniem dodawania zajęć do harmonogramu.",
  },
  congress_item: {
    label: "Przypomnienie o punktach kongresu",
    hint: "Dzień przed punktem programu, na który masz zapis.",
  },
};

/** How many days before a season's deadline its reminder goes out. */
export const DEADLINE_REMINDER_DAYS = 7;

/** An unsubscribe link's secret: the person and the list, signed (server/security/unsubscribe-tokens.ts). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{2,60}\.[A-Za-z0-9_-]{22}$/;

/** Which reminders the person wants: true for each kind that is on. */
export const reminderSettings = z.object({
  survey_window: z.boolean(),
  schedule_planning: z.boolean(),
  congress_item: z.boolean(),
});

export const unsubscribeResponse = z.object({
  list: z.enum(MAILING_LISTS),
  email: z.string(),
  /** Still on the list (before the person confirms). */
  subscribed: z.boolean(),
});

export const reminderOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/awf/reminders/",
    summary: "Które przypomnienia e-mailem są włączone",
    tag: "newsletter",
    auth: "required",
    status: 200,
    response: reminderSettings,
    errors: [401],
  }),
  update: operation({
    method: "PUT",
    path: "/pl/api/awf/reminders/",
    summary: "Włączenie i wyłączenie przypomnień e-mailem",
    tag: "newsletter",
    auth: "required",
    body: reminderSettings,
    status: 200,
    response: reminderSettings,
    errors: [400, 401],
  }),
  unsubscribeShow: operation({
    method: "GET",
    path: "/pl/api/awf/unsubscribe/{token}/",
    secretParams: ["token"],
    summary: "Z czego wypisuje link z e-maila (bez logowania)",
    tag: "newsletter",
    auth: "none",
    status: 200,
    response: unsubscribeResponse,
    errors: [404],
  }),
  unsubscribe: operation({
    method: "POST",
    path: "/pl/api/awf/unsubscribe/{token}/",
    secretParams: ["token"],
    summary: "Wypisanie jednym kliknięciem z przypomnień albo newslettera (RFC 8058, bez logowania)",
    tag: "newsletter",
    auth: "none",
    status: 200,
    response: unsubscribeResponse,
    errors: [404],
  }),
};
