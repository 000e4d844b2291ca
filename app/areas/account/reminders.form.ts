import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { zfd } from "zod-form-data";

import { REMINDER_KINDS, REMINDER_LABELS, type ReminderKind } from "~/lib/contract/reminders";

import type { ReminderSettings } from "./api/reminders.server";

export const REMINDERS_FORM = "przypomnienia";

export const REMINDER_CHOICES = REMINDER_KINDS.map((kind) => ({ value: kind, ...REMINDER_LABELS[kind] }));

/** None ticked is every reminder off. */
export const remindersValidator = withZod(z.object({ reminders: zfd.repeatable(z.array(z.enum(REMINDER_KINDS))) }));

export function tickedReminders(settings: ReminderSettings): ReminderKind[] {
  const on = {
    survey_window: settings.surveyWindow,
    schedule_planning: settings.schedulePlanning,
    congress_item: settings.congressItem,
  };
  return REMINDER_KINDS.filter((kind) => on[kind]);
}

export function reminderSettingsOf(ticked: readonly ReminderKind[]): Record<ReminderKind, boolean> {
  return {
    survey_window: ticked.includes("survey_window"),
    schedule_planning: ticked.includes("schedule_planning"),
    congress_item: ticked.includes("congress_item"),
  };
}
