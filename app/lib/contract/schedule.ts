import { z } from "zod";

import {
  classDateTime,
  classDuration,
  fitsInGroup,
  GROUP_MESSAGES,
  maxLength,
  optionalField,
  pupilCount,
  required,
} from "../validation";
import { localDateTime } from "./common";
import { operation } from "./operation";
import { groupNumber, groupPlace } from "./season";

const itemShape = {
  datetime: classDateTime,
  // Left out: 60 minutes for a new class, unchanged for an existing one.
  duration_minutes: optionalField(classDuration),
  place: groupPlace,
  topic: required.pipe(maxLength(300)),
  girls_count: pupilCount,
  boys_count: pupilCount,
};

const withinGroupCap = { message: GROUP_MESSAGES.tooManyPupils, path: ["boys_count"] };
const fitsTheGroup = (item: { girls_count: number; boys_count: number }) =>
  fitsInGroup(item.girls_count, item.boys_count);

export const scheduleItemFields = z.object(itemShape).refine(fitsTheGroup, withinGroupCap);

export const scheduleItemBody = z.object({ group: groupNumber, ...itemShape }).refine(fitsTheGroup, withinGroupCap);

export const CANCELLATION_REASON_MAX_LENGTH = 500;
export const cancelBody = z.object({
  cancellation_reason: z.string().max(CANCELLATION_REASON_MAX_LENGTH).optional().default(""),
});

export const SCHEDULE_ITEM_STATUSES = ["planned", "cancelled"] as const;

export const scheduleItemResponse = z.object({
  id: z.number().int(),
  group: z.number().int().describe("Group number"),
  datetime: localDateTime.describe("Wall-clock time in Poland"),
  duration_minutes: z.number().int().describe("How long the class lasts, in minutes"),
  place: z.string(),
  topic: z.string(),
  girls_count: z.number().int(),
  boys_count: z.number().int(),
  status: z.enum(SCHEDULE_ITEM_STATUSES),
  cancellation_reason: z.string(),
});

const ITEM = "/pl/api/awf/schedule/{id}";

export const scheduleOperations = {
  list: operation({
    method: "GET",
    path: "/pl/api/awf/schedule/",
    summary: "Zajęcia (wszystkie lub ?group=N)",
    tag: "schedule",
    auth: "required",
    query: { group: "Numer grupy" },
    status: 200,
    response: z.array(scheduleItemResponse),
    errors: [400, 401, 403, 404],
  }),
  create: operation({
    method: "POST",
    path: "/pl/api/awf/schedule/",
    summary: "Nowe zajęcia",
    tag: "schedule",
    auth: "required",
    body: scheduleItemBody,
    status: 201,
    response: scheduleItemResponse,
    errors: [400, 401, 403, 404],
  }),
  show: operation({
    method: "GET",
    path: `${ITEM}/`,
    summary: "Jedne zajęcia",
    tag: "schedule",
    auth: "required",
    status: 200,
    response: scheduleItemResponse,
    errors: [401, 404],
  }),
  update: operation({
    method: "PUT",
    path: `${ITEM}/`,
    summary: "Zmiana zajęć",
    tag: "schedule",
    auth: "required",
    body: scheduleItemBody,
    status: 200,
    response: scheduleItemResponse,
    errors: [400, 401, 403, 404],
  }),
  cancel: operation({
    method: "POST",
    path: `${ITEM}/cancel`,
    summary: "Odwołanie zajęć z powodem",
    tag: "schedule",
    auth: "required",
    body: cancelBody,
    status: 200,
    response: scheduleItemResponse,
    errors: [400, 401, 403, 404],
  }),
  uncancel: operation({
    method: "POST",
    path: `${ITEM}/uncancel`,
    summary: "Przywrócenie zajęć",
    tag: "schedule",
    auth: "required",
    status: 200,
    response: scheduleItemResponse,
    errors: [400, 401, 403, 404],
  }),
  remove: operation({
    method: "DELETE",
    path: `${ITEM}/`,
    summary:
      "Usunięcie zajęć wpisanych przez pomyłkę (tylko przed ich początkiem; zapisywane w dzienniku zdarzeń). Odpowiedź: usunięte zajęcia",
    tag: "schedule",
    auth: "required",
    status: 200,
    response: scheduleItemResponse,
    errors: [401, 403, 404, 409],
  }),
};
