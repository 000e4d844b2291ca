import { z } from "zod";

import { type Answer, type Caller, type CallInit, readAnswer } from "~/lib/api/call.server";
import { agendaItemDetailResponse, agendaItemResponse, agendaOperations } from "~/lib/contract/agenda";
import type { Operation } from "~/lib/contract/operation";

export const AGENDA_FORMAT_ERROR = "Niepoprawny format agendy";

/** SPEC §5: a signed-in teacher's list says whether they are registered (and their waiting place). */
const userAgendaItem = agendaItemResponse.required({ user_registered: true, waiting_position: true });

export type AgendaItem = Answer<typeof agendaItemResponse>;
export type UserAgendaItem = Answer<typeof userAgendaItem>;
export type AgendaItemDetail = Answer<typeof agendaItemDetailResponse>;

/** SPEC §5 and §8. */
function agendaFormatError(): Response {
  return new Response(AGENDA_FORMAT_ERROR, { status: 500, statusText: "Internal Server Error" });
}

async function readAgenda<Schema extends z.ZodTypeAny>(caller: Caller, op: Operation, schema: Schema, init: CallInit) {
  return readAnswer(op, await caller.send(op, init), schema, () => {
    throw agendaFormatError();
  });
}

export function listAgenda(caller: Caller, event: string): Promise<AgendaItem[]> {
  return readAgenda(caller, agendaOperations.list, z.array(agendaItemResponse), { params: { event } });
}

export function listAgendaForUser(caller: Caller, event: string): Promise<UserAgendaItem[]> {
  return readAgenda(caller, agendaOperations.list, z.array(userAgendaItem), { params: { event } });
}

/** SPEC §9: six when not given. */
export function upcomingAgenda(caller: Caller, event: string, date: string, count?: number): Promise<AgendaItem[]> {
  return count === undefined
    ? readAgenda(caller, agendaOperations.upcoming, z.array(agendaItemResponse), { params: { event, date } })
    : readAgenda(caller, agendaOperations.upcomingCount, z.array(agendaItemResponse), {
        params: { event, date, count },
      });
}

export function getAgendaItem(caller: Caller, event: string, id: number): Promise<AgendaItemDetail> {
  return readAgenda(caller, agendaOperations.show, agendaItemDetailResponse, { params: { event, id } });
}

export function joinAgendaItem(caller: Caller, event: string, id: number): Promise<UserAgendaItem> {
  return readAgenda(caller, agendaOperations.join, userAgendaItem, { params: { event, id } });
}

export function leaveAgendaItem(caller: Caller, event: string, id: number): Promise<UserAgendaItem> {
  return readAgenda(caller, agendaOperations.leave, userAgendaItem, { params: { event, id } });
}

export function joinWaitingList(caller: Caller, event: string, id: number): Promise<UserAgendaItem> {
  return readAgenda(caller, agendaOperations.waitingListJoin, userAgendaItem, { params: { event, id } });
}

export function leaveWaitingList(caller: Caller, event: string, id: number): Promise<UserAgendaItem> {
  return readAgenda(caller, agendaOperations.waitingListLeave, userAgendaItem, { params: { event, id } });
}
