import { z } from "zod";

import { isoDate } from "./common";
import { operation } from "./operation";

export const checkCodeBody = z.object({ code: z.string().max(100).pipe(z.string().trim().min(1)) });

export const eventResponse = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  date_start: isoDate.nullable(),
  date_end: isoDate.nullable(),
});

export const eventOperations = {
  checkCode: operation({
    method: "POST",
    path: "/pl/api/events/check_code/",
    summary: "Sprawdzenie kodu wydarzenia",
    tag: "events",
    auth: "none",
    body: checkCodeBody,
    status: 200,
    response: eventResponse,
    errors: [400, 429],
  }),
  list: operation({
    method: "GET",
    path: "/pl/api/events/",
    summary: "Miasta kongresu",
    tag: "events",
    auth: "none",
    status: 200,
    response: z.array(eventResponse),
    errors: [],
  }),
  join: operation({
    method: "POST",
    path: "/pl/api/events/join/",
    summary: "Dołączenie zalogowanego nauczyciela do kongresu w kolejnym mieście (kodem wydarzenia)",
    tag: "events",
    auth: "required",
    body: checkCodeBody,
    status: 200,
    response: eventResponse,
    errors: [400, 401, 429],
  }),
};
