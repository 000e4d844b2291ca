// The teacher's calendar feeds (iCalendar at secret addresses): classes, and the congress items they have a seat on.
import { z } from "zod";

import { operation } from "./operation";

/** 32 random bytes in base64url. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const calendarFeedResponse = z.object({
  token: z.string().nullable().describe("The secret of the feed's address, or null before one is made"),
});

export const calendarOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/awf/calendar/",
    summary: "Adres kalendarza zajęć nauczyciela",
    tag: "schedule",
    auth: "required",
    status: 200,
    response: calendarFeedResponse,
    errors: [401],
  }),
  renew: operation({
    method: "POST",
    path: "/pl/api/awf/calendar/",
    summary: "Nowy adres kalendarza zajęć (poprzedni przestaje działać)",
    tag: "schedule",
    auth: "required",
    status: 201,
    response: calendarFeedResponse,
    errors: [401],
  }),
  feed: operation({
    method: "GET",
    path: "/pl/api/awf/calendar/{token}/",
    secretParams: ["token"],
    summary: "Kalendarz (iCalendar) pod tajnym adresem, bez logowania: zajęcia albo moja agenda kongresu",
    tag: "schedule",
    auth: "none",
    status: 200,
    response: null,
    rawDescription:
      "text/calendar, Europe/Warsaw. The address of a classes feed lists every class of the teacher's groups in the current season; that of an agenda feed, the congress items the teacher has a seat on in every city (not those they wait for)",
    errors: [404],
  }),
  agendaShow: operation({
    method: "GET",
    path: "/pl/api/agenda/calendar/",
    summary: "Adres kalendarza mojej agendy kongresu",
    tag: "agenda",
    auth: "required",
    status: 200,
    response: calendarFeedResponse,
    errors: [401],
  }),
  agendaRenew: operation({
    method: "POST",
    path: "/pl/api/agenda/calendar/",
    summary: "Nowy adres kalendarza mojej agendy (poprzedni przestaje działać)",
    tag: "agenda",
    auth: "required",
    status: 201,
    response: calendarFeedResponse,
    errors: [401],
  }),
  agendaFile: operation({
    method: "GET",
    path: "/pl/api/agenda/my_items/calendar/",
    summary: "Moja agenda jako plik .ics do pobrania",
    tag: "agenda",
    auth: "required",
    status: 200,
    response: null,
    rawDescription:
      "text/calendar as an attachment (moja-agenda.ics): the congress items the teacher has a seat on in every city, Europe/Warsaw",
    errors: [401],
  }),
};
