// The congress agenda of one city (SPEC §3, §5, §7): items, seats and sign-ups.
import { z } from "zod";

import { isoInstant } from "./common";
import { AGENDA_PARTS, EXPERT_ROLES } from "./constants";
import { operation } from "./operation";

export const agendaItemExpert = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  role: z.enum(EXPERT_ROLES),
});

export const agendaItemResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  datetime_start: isoInstant,
  datetime_end: isoInstant,
  part: z.enum(AGENDA_PARTS).describe("plenary, discussion (część dyskusyjna) or workshop (część warsztatowa)"),
  place: z.string(),
  has_content: z.boolean().describe("The item has a description, shown on its own page"),
  participants_count: z.number().int(),
  sign_up_limit: z.number().int().describe("9999999 when the item has no limit"),
  sign_up_enabled: z.boolean(),
  sign_up_datetime_start: isoInstant.nullable(),
  sign_up_datetime_end: isoInstant.nullable(),
  has_registration_started: z.boolean(),
  has_registration_ended: z.boolean(),
  is_any_seat_available: z.boolean(),
  waiting_count: z.number().int().describe("Teachers on the item's waiting list"),
  experts: z.array(agendaItemExpert),
  user_registered: z.boolean().optional().describe("Only for a logged-in user"),
  can_join: z.boolean().optional().describe("Only for a logged-in user"),
  waiting_position: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe("Only for a logged-in user: their place on the waiting list (1 is next), or null"),
  can_wait: z.boolean().optional().describe("Only for a logged-in user: may join the waiting list now"),
});

export const agendaItemDetailResponse = agendaItemResponse.extend({ description: z.string() });

export const myAgendaItemResponse = agendaItemResponse
  .required({ user_registered: true, waiting_position: true })
  .extend({
    event: z.object({ slug: z.string(), city: z.string() }),
    promoted_at: isoInstant.nullable().describe("When the seat came from the waiting list"),
  });

export const myAgendaStandingResponse = myAgendaItemResponse.pick({
  id: true,
  name: true,
  datetime_start: true,
  user_registered: true,
  waiting_position: true,
  promoted_at: true,
  event: true,
});

export const agendaListResponse = z.array(agendaItemResponse);

const ITEM = "/{event}/pl/api/agenda/agenda_items/{id}";

export const agendaOperations = {
  list: operation({
    method: "GET",
    path: "/{event}/pl/api/agenda/agenda_items/sign_up_enabled/",
    summary: "Punkty programu z zapisami",
    tag: "agenda",
    auth: "optional",
    status: 200,
    response: agendaListResponse,
    errors: [400, 404],
  }),
  upcoming: operation({
    method: "GET",
    path: "/{event}/pl/api/agenda/agenda_items/sign_up_enabled/date/{date}/",
    summary: "Najbliższe punkty programu od dnia (6)",
    tag: "agenda",
    auth: "optional",
    status: 200,
    response: agendaListResponse,
    errors: [400, 404],
  }),
  upcomingCount: operation({
    method: "GET",
    path: "/{event}/pl/api/agenda/agenda_items/sign_up_enabled/date/{date}/count/{count}/",
    summary: "Najbliższe punkty programu od dnia (count 1–100)",
    tag: "agenda",
    auth: "optional",
    status: 200,
    response: agendaListResponse,
    errors: [400, 404],
  }),
  show: operation({
    method: "GET",
    path: `${ITEM}/`,
    summary: "Jeden punkt programu, z opisem",
    tag: "agenda",
    auth: "optional",
    status: 200,
    response: agendaItemDetailResponse,
    errors: [400, 404],
  }),
  join: operation({
    method: "PUT",
    path: `${ITEM}/join/`,
    summary: "Zapis (limit miejsc pilnowany przy równoczesnych zapisach)",
    tag: "agenda",
    auth: "required",
    status: 200,
    response: agendaItemResponse,
    errors: [400, 401, 404],
  }),
  leave: operation({
    method: "PUT",
    path: `${ITEM}/leave/`,
    summary: "Wypisanie",
    tag: "agenda",
    auth: "required",
    status: 200,
    response: agendaItemResponse,
    errors: [400, 401, 404],
  }),
  waitingListJoin: operation({
    method: "PUT",
    path: `${ITEM}/waiting_list/join/`,
    summary: "Zapis na listę oczekujących pełnego punktu programu; zwolnione miejsce dostaje pierwsza osoba w kolejce",
    tag: "agenda",
    auth: "required",
    status: 200,
    response: agendaItemResponse,
    errors: [400, 401, 404],
  }),
  waitingListLeave: operation({
    method: "PUT",
    path: `${ITEM}/waiting_list/leave/`,
    summary: "Wypisanie z listy oczekujących",
    tag: "agenda",
    auth: "required",
    status: 200,
    response: agendaItemResponse,
    errors: [400, 401, 404],
  }),
  mine: operation({
    method: "GET",
    path: "/pl/api/agenda/my_items/",
    summary: "Moja agenda: punkty programu z zapisem lub na liście oczekujących, we wszystkich miastach",
    tag: "agenda",
    auth: "required",
    status: 200,
    response: z.array(myAgendaItemResponse),
    errors: [401],
  }),
};
