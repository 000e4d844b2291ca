// The teacher's calendar feed: a secret address that a phone's calendar
// subscribes to, listing every class of the teacher's groups (iCalendar).
import { z } from "zod";

import { operation } from "./operation";

/** The feed's secret: 32 random bytes in base64url. */
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
    summary: "Nowy adres kalendarza (poprzedni przestaje działać)",
    tag: "schedule",
    auth: "required",
    status: 201,
    response: calendarFeedResponse,
    errors: [401],
  }),
  feed: operation({
    method: "GET",
    path: "/pl/api/awf/calendar/{token}/",
    summary: "Kalendarz zajęć (iCalendar) pod tajnym adresem, bez logowania",
    tag: "schedule",
    auth: "none",
    status: 200,
    response: null,
    rawDescription: "text/calendar: every class of the teacher's groups in the current season, Europe/Warsaw",
    errors: [404],
  }),
};
