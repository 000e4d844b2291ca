import type { z } from "zod";

import { forgetPublicAgenda } from "~/areas/agenda/public.server";
import { type Answer, call, type Caller } from "~/lib/api/call.server";
import { staffOperations } from "~/lib/contract/staff";
import type { agendaItemBody, eventFields } from "~/lib/contract/staff-congress";
import type { ExportFormat } from "~/lib/contract/staff-figures";

export type StaffEvents = Answer<(typeof staffOperations)["events"]["response"]>;
export type StaffEvent = Answer<(typeof staffOperations)["event"]["response"]>;
export type StaffAgendaItem = Answer<(typeof staffOperations)["agendaItem"]["response"]>;
type AgendaItemInput = z.input<typeof agendaItemBody>;

/** Visitors' kept agendas (congress-lists.server.ts) are read afresh after a change. */
async function changingAgendas<T>(change: Promise<T>): Promise<T> {
  const changed = await change;
  forgetPublicAgenda();
  return changed;
}

export function listEvents(caller: Caller): Promise<StaffEvents> {
  return call(caller, staffOperations.events);
}

export function getEvent(caller: Caller, id: number): Promise<StaffEvent> {
  return call(caller, staffOperations.event, { params: { id: String(id) } });
}

export function createEvent(caller: Caller, event: z.input<typeof eventFields>): Promise<StaffEvent> {
  return changingAgendas(call(caller, staffOperations.createEvent, { body: event }));
}

export function updateEvent(caller: Caller, id: number, event: z.input<typeof eventFields>): Promise<StaffEvent> {
  return changingAgendas(call(caller, staffOperations.updateEvent, { params: { id: String(id) }, body: event }));
}

export function createAgendaItem(caller: Caller, eventId: number, item: AgendaItemInput): Promise<StaffAgendaItem> {
  return changingAgendas(
    call(caller, staffOperations.createAgendaItem, { params: { id: String(eventId) }, body: item }),
  );
}

export function getAgendaItem(caller: Caller, id: number): Promise<StaffAgendaItem> {
  return call(caller, staffOperations.agendaItem, { params: { id: String(id) } });
}

export function updateAgendaItem(caller: Caller, id: number, item: AgendaItemInput): Promise<StaffAgendaItem> {
  return changingAgendas(call(caller, staffOperations.updateAgendaItem, { params: { id: String(id) }, body: item }));
}

export function setAgendaItemExperts(
  caller: Caller,
  id: number,
  experts: { id: number; role: "speaker" | "moderator" }[],
): Promise<StaffAgendaItem> {
  return changingAgendas(
    call(caller, staffOperations.setAgendaItemExperts, { params: { id: String(id) }, body: { experts } }),
  );
}

/** The API writes the audit entry. */
export function downloadParticipants(caller: Caller, id: number, format: ExportFormat): Promise<Response> {
  return caller.send(staffOperations.participantsExport, { params: { id: String(id) }, query: { format } });
}
