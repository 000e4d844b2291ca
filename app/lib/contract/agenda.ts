// The congress agenda of one city (SPEC §3, §5, §7): items, seats and sign-ups.
import { z } from "zod";

import { isoInstant } from "./common";
import { operation } from "./operation";

export const agendaItemResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  datetime_start: isoInstant,
  datetime_end: isoInstant,
  has_content: z.boolean(),
  participants_count: z.number().int(),
  sign_up_limit: z.number().int().describe("9999999 when the item has no limit"),
  sign_up_enabled: z.boolean(),
  sign_up_datetime_start: isoInstant.nullable(),
  sign_up_datetime_end: isoInstant.nullable(),
  has_registration_started: z.boolean(),
  has_registration_ended: z.boolean(),
  is_any_seat_available: z.boolean(),
  user_registered: z.boolean().optional().describe("Only for a logged-in user"),
  can_join: z.boolean().optional().describe("Only for a logged-in user"),
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
    summary: "Jeden punkt programu",
    tag: "agenda",
    auth: "optional",
    status: 200,
    response: agendaItemResponse,
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
};
