import { z } from "zod";

import { isoInstant } from "./common";
import { AGENDA_PARTS, EXPERT_ROLES } from "./constants";
import { operation } from "./operation";

export const expertItemResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  event: z.string().describe("The city's slug: /{event}/pl/api/agenda/..."),
  city: z.string(),
  datetime_start: isoInstant,
  datetime_end: isoInstant,
  part: z.enum(AGENDA_PARTS),
  sign_up_enabled: z.boolean().describe("Only items with sign-up are listed on /agenda"),
  role: z.enum(EXPERT_ROLES),
});

export const expertResponse = z.object({
  slug: z.string().describe("The expert's anchor on /eksperci"),
  name: z.string(),
  title: z.string().describe("Degree and affiliation"),
  bio: z.string(),
  photo: z.string().nullable().describe("The picture's address, or null"),
  items: z.array(expertItemResponse).describe("Soonest first"),
});

export const expertOperations = {
  list: operation({
    method: "GET",
    path: "/pl/api/agenda/experts/",
    summary: "Eksperci kongresu z punktami programu, które prowadzą, we wszystkich miastach",
    tag: "agenda",
    auth: "optional",
    status: 200,
    response: z.array(expertResponse).describe("By surname"),
    errors: [],
  }),
};
