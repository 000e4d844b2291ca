import { z } from "zod";

import type { AgendaItem } from "./agenda";

export const AGENDA_FORMAT_ERROR = "Niepoprawny format agendy";

const validDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)));

const agendaItem = z.object({
  id: z.number().int(),
  name: z.string(),
  datetimeStart: validDate,
  datetimeEnd: validDate,
  hasContent: z.boolean(),
  participantsCount: z.number().int(),
  signUpLimit: z.number().int(),
  signUpEnabled: z.boolean(),
  signUpDatetimeStart: validDate.nullish(),
  signUpDatetimeEnd: validDate.nullish(),
  hasRegistrationStarted: z.boolean().optional(),
  hasRegistrationEnded: z.boolean().optional(),
  isAnySeatAvailable: z.boolean().optional(),
});

const userAgendaItem = agendaItem.extend({ userRegistered: z.boolean(), canJoin: z.boolean().optional() });

/**
 * SPEC §5: an agenda list from the upstream is checked before it is shown;
 * a list for a signed-in teacher must also say whether they are registered.
 * A malformed list answers 500 'Niepoprawny format agendy'.
 */
export function parseAgenda(data: unknown, { forUser = false } = {}): AgendaItem[] {
  const result = z.array(forUser ? userAgendaItem : agendaItem).safeParse(data);
  if (!result.success) throw new Response(AGENDA_FORMAT_ERROR, { status: 500, statusText: "Internal Server Error" });
  return result.data;
}
