import { z } from "zod";

import { type Answer, call, type Caller, readAnswer } from "~/lib/api/call.server";
import { UpstreamContractError } from "~/lib/api/errors.server";
import { agendaOperations, myAgendaItemResponse } from "~/lib/contract/agenda";
import { calendarOperations } from "~/lib/contract/calendar";

import { AGENDA_FORMAT_ERROR } from "./agenda.server";

export type MyAgendaItem = Answer<typeof myAgendaItemResponse>;

/** SPEC §5: an agenda outside the contract is a 500 'Niepoprawny format agendy'. */
export async function listMyAgenda(caller: Caller): Promise<MyAgendaItem[]> {
  const op = agendaOperations.mine;
  return readAnswer(
    op,
    await caller.send(op),
    z.array(myAgendaItemResponse),
    () => new UpstreamContractError(AGENDA_FORMAT_ERROR),
  );
}

export async function getAgendaCalendarToken(caller: Caller): Promise<string | null> {
  return (await call(caller, calendarOperations.agendaShow)).token;
}

/** The previous agenda address stops working; the classes address stays. */
export async function renewAgendaCalendarToken(caller: Caller): Promise<string> {
  const { token } = await call(caller, calendarOperations.agendaRenew);
  if (token === null) throw new Error("The API made no calendar address");
  return token;
}

export function downloadMyAgendaCalendar(caller: Caller): Promise<Response> {
  return caller.send(calendarOperations.agendaFile);
}
