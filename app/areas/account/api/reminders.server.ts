import { anonymous, type Answer, call, type Caller } from "~/lib/api/call.server";
import { reminderOperations } from "~/lib/contract/reminders";

export type ReminderSettings = Answer<(typeof reminderOperations)["show"]["response"]>;
export type UnsubscribeLink = Answer<(typeof reminderOperations)["unsubscribeShow"]["response"]>;

export function reminderSettings(caller: Caller): Promise<ReminderSettings> {
  return call(caller, reminderOperations.show);
}

/** The body keeps the contract's names; only the answer's keys are camelCased. */
export function saveReminderSettings(
  caller: Caller,
  settings: { survey_window: boolean; schedule_planning: boolean; congress_item: boolean },
): Promise<ReminderSettings> {
  return call(caller, reminderOperations.update, { body: settings });
}

/** The link is the key: no login. */
export function unsubscribeLink(token: string): Promise<UnsubscribeLink> {
  return call(anonymous, reminderOperations.unsubscribeShow, { params: { token } });
}

export function unsubscribeByLink(token: string): Promise<UnsubscribeLink> {
  return call(anonymous, reminderOperations.unsubscribe, { params: { token } });
}
