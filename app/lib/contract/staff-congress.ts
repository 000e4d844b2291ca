// The office's congress (issue 15 item 5). Times are Polish wall-clock text, which compares as text.
import { z } from "zod";

import { isoDate, isoDateTime, maxLength, optionalField, required, wholeNumber } from "../validation";
import { problemsOnFields } from "./common";
import { AGENDA_PARTS, EXPERT_ROLES } from "./constants";
import { operation } from "./operation";

export const CONGRESS_MESSAGES = {
  slug: "Tylko małe litery bez polskich znaków, cyfry i łączniki, np. krakow.",
  code: "Tylko wielkie litery i cyfry, np. KRK2026.",
  slugTaken: "Ten adres ma już inne miasto kongresu.",
  codeTaken: "Ten kod ma już inne miasto kongresu.",
  endBeforeStart: "Koniec musi przypadać po początku.",
  signUpEndBeforeStart: "Koniec zapisów musi przypadać po ich początku.",
  signUpAfterItem: "Zapisy muszą się skończyć przed rozpoczęciem punktu programu.",
  limitBelowSeats: (taken: number) =>
    `Zajętych miejsc: ${taken}. Limit nie może być mniejszy (zwolnij miejsca albo zostaw większy limit).`,
  eventNotFound: "Nie znaleziono miasta kongresu.",
  itemNotFound: "Nie znaleziono punktu programu.",
  unknownExpert: "Wybierz eksperta z listy.",
} as const;

export const AGENDA_PART_NAMES: Record<(typeof AGENDA_PARTS)[number], string> = {
  plenary: "sesja plenarna",
  discussion: "debata",
  workshop: "warsztaty",
};

export const EXPERT_ROLE_NAMES: Record<(typeof EXPERT_ROLES)[number], string> = {
  speaker: "prelegent",
  moderator: "moderator",
};

const eventFieldsObject = z.object({
  name: required.pipe(maxLength(200)),
  city: required.pipe(maxLength(100)),
  slug: required.pipe(maxLength(50)).pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CONGRESS_MESSAGES.slug)),
  code: required
    .pipe(maxLength(20))
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]+$/, CONGRESS_MESSAGES.code)),
  date_start: optionalField(isoDate),
  date_end: optionalField(isoDate),
});

export function eventDatesProblems(event: { date_start?: string; date_end?: string }): Record<string, string> {
  if (event.date_start && event.date_end && event.date_end < event.date_start) {
    return { date_end: CONGRESS_MESSAGES.endBeforeStart };
  }
  return {};
}

export const eventFields = eventFieldsObject.superRefine(problemsOnFields(eventDatesProblems));

export interface AgendaItemTimes {
  datetime_start: string;
  datetime_end: string;
  sign_up_datetime_start?: string;
  sign_up_datetime_end?: string;
}

export function agendaItemTimesProblems(item: AgendaItemTimes): Record<string, string> {
  const problems: Record<string, string> = {};
  if (item.datetime_end <= item.datetime_start) problems.datetime_end = CONGRESS_MESSAGES.endBeforeStart;
  const { sign_up_datetime_start: opens, sign_up_datetime_end: closes } = item;
  if (opens && closes && closes <= opens) problems.sign_up_datetime_end = CONGRESS_MESSAGES.signUpEndBeforeStart;
  else if (closes && closes > item.datetime_start) problems.sign_up_datetime_end = CONGRESS_MESSAGES.signUpAfterItem;
  return problems;
}

/** Seats already taken stay taken: a lower limit is refused rather than anyone thrown off. */
export function signUpLimitProblem(limit: number | undefined, seatsTaken: number): string | null {
  return limit !== undefined && limit < seatsTaken ? CONGRESS_MESSAGES.limitBelowSeats(seatsTaken) : null;
}

const agendaItemFieldsObject = z.object({
  name: required.pipe(maxLength(300)),
  part: z.enum(AGENDA_PARTS),
  place: optionalField(maxLength(200)),
  description: optionalField(maxLength(5000)),
  datetime_start: isoDateTime,
  datetime_end: isoDateTime,
  sign_up_limit: optionalField(wholeNumber(0, 100_000)),
  sign_up_datetime_start: optionalField(isoDateTime),
  sign_up_datetime_end: optionalField(isoDateTime),
});

/** The "sign-ups open" checkbox is read apart, as a checkbox posts "on". */
export const agendaItemFields = agendaItemFieldsObject.superRefine(problemsOnFields(agendaItemTimesProblems));

export const agendaItemBody = agendaItemFieldsObject
  .extend({ sign_up_enabled: z.boolean().default(true).describe("Zapisy włączone") })
  .superRefine(problemsOnFields(agendaItemTimesProblems));

export const agendaItemExpertsBody = z.object({
  experts: z
    .array(z.object({ id: z.number().int().positive(), role: z.enum(EXPERT_ROLES) }))
    .max(20)
    .refine((list) => new Set(list.map((expert) => expert.id)).size === list.length, "Ekspert jest już na liście."),
});

export const staffEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  slug: z.string(),
  code: z.string(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  items: z.number().int().describe("Punkty programu"),
  registered: z.number().int().describe("Zarejestrowani nauczyciele"),
});

export const staffAgendaItem = z.object({
  id: z.number().int(),
  event: z.number().int(),
  name: z.string(),
  part: z.enum(AGENDA_PARTS),
  place: z.string(),
  description: z.string(),
  datetime_start: z.string().describe("Czas polski, YYYY-MM-DDTHH:MM"),
  datetime_end: z.string(),
  sign_up_limit: z.number().int().nullable().describe("null: bez limitu"),
  sign_up_enabled: z.boolean(),
  sign_up_datetime_start: z.string().nullable(),
  sign_up_datetime_end: z.string().nullable(),
  participants: z.number().int(),
  waiting: z.number().int(),
  experts: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(EXPERT_ROLES) })),
});

const personOnItem = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  at: z.string().describe("ISO 8601: zapis na miejsce albo na listę"),
});

export const staffEventResponse = staffEvent.extend({ agenda_items: z.array(staffAgendaItem) });
export const staffAgendaItemResponse = staffAgendaItem.extend({
  event_name: z.string(),
  participants_list: z.array(personOnItem),
  /** In order of arrival: the first gets the next free seat. */
  waiting_list: z.array(personOnItem),
  all_experts: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const staffCongressOperations = {
  events: operation({
    method: "GET",
    path: "/pl/api/staff/events/",
    summary: "Miasta kongresu z liczbą punktów programu i zarejestrowanych",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: z.array(staffEvent),
    errors: [401],
  }),
  createEvent: operation({
    method: "POST",
    path: "/pl/api/staff/events/",
    summary: "Nowe miasto kongresu (adres i kod rejestracji niepowtarzalne)",
    tag: "staff",
    auth: "staff",
    body: eventFields,
    status: 201,
    response: staffEventResponse,
    errors: [400, 401],
  }),
  event: operation({
    method: "GET",
    path: "/pl/api/staff/events/{id}/",
    summary: "Miasto kongresu z punktami programu",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: staffEventResponse,
    errors: [401, 404],
  }),
  updateEvent: operation({
    method: "PUT",
    path: "/pl/api/staff/events/{id}/",
    summary: "Zmiana miasta kongresu",
    tag: "staff",
    auth: "staff",
    body: eventFields,
    status: 200,
    response: staffEventResponse,
    errors: [400, 401, 404],
  }),
  createAgendaItem: operation({
    method: "POST",
    path: "/pl/api/staff/events/{id}/agenda-items/",
    summary: "Nowy punkt programu miasta (czasy polskie; zapisy kończą się przed jego rozpoczęciem)",
    tag: "staff",
    auth: "staff",
    body: agendaItemBody,
    status: 201,
    response: staffAgendaItemResponse,
    errors: [400, 401, 404],
  }),
  agendaItem: operation({
    method: "GET",
    path: "/pl/api/staff/agenda-items/{id}/",
    summary: "Punkt programu z uczestnikami i listą oczekujących (w kolejności zapisu)",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: staffAgendaItemResponse,
    errors: [401, 404],
  }),
  updateAgendaItem: operation({
    method: "PUT",
    path: "/pl/api/staff/agenda-items/{id}/",
    summary:
      "Zmiana punktu programu; limit nie mniejszy niż zajęte miejsca, a większy daje miejsca pierwszym z listy oczekujących",
    tag: "staff",
    auth: "staff",
    body: agendaItemBody,
    status: 200,
    response: staffAgendaItemResponse,
    errors: [400, 401, 404],
  }),
  setAgendaItemExperts: operation({
    method: "PUT",
    path: "/pl/api/staff/agenda-items/{id}/experts/",
    summary: "Eksperci punktu programu (cała lista, z rolą)",
    tag: "staff",
    auth: "staff",
    body: agendaItemExpertsBody,
    status: 200,
    response: staffAgendaItemResponse,
    errors: [400, 401, 404],
  }),
  participantsExport: operation({
    method: "GET",
    path: "/pl/api/staff/agenda-items/{id}/participants/",
    summary: "Uczestnicy i lista oczekujących punktu programu do pobrania (zapisywane w dzienniku zdarzeń)",
    tag: "staff",
    auth: "staff",
    query: { format: { description: "csv albo xlsx (domyślnie csv)", type: "string" } },
    status: 200,
    response: null,
    rawDescription: "text/csv (UTF-8 z BOM, średnik) albo XLSX, jako załącznik, przesyłany strumieniem",
    errors: [400, 401, 404],
  }),
};
