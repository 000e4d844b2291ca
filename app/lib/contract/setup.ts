// What a teacher may do now (SPEC §3 "Setup record", DESIGN §6).
import { z } from "zod";

import { isoDate } from "./common";
import { SETUP_DEFAULT_DATE } from "./constants";
import { operation } from "./operation";
import type { Camelized } from "./wire";

export const setupResponse = z.object({
  agreement_date_signed: isoDate.nullable(),
  has_certificate: z.boolean(),
  has_club_enrollment: z.boolean(),
  has_current_season_enrollment: z.boolean(),
  schedule_preview_available: z.boolean(),
  schedule_adding_available: z.boolean(),
  schedule_max_date: isoDate,
  surveys_date_start: isoDate,
  surveys_date_end: isoDate,
  surveys_preview_available: z.boolean(),
  surveys_adding_available: z.boolean(),
});

export type Setup = Camelized<z.output<typeof setupResponse>>;

/** SPEC §4: logged out, or when the setup call fails. */
export const DEFAULT_SETUP: Setup = {
  agreementDateSigned: null,
  hasCertificate: false,
  hasClubEnrollment: false,
  hasCurrentSeasonEnrollment: false,
  schedulePreviewAvailable: false,
  scheduleAddingAvailable: false,
  scheduleMaxDate: SETUP_DEFAULT_DATE,
  surveysDateStart: SETUP_DEFAULT_DATE,
  surveysDateEnd: SETUP_DEFAULT_DATE,
  surveysPreviewAvailable: false,
  surveysAddingAvailable: false,
};

export const certificateResponse = z.object({ has_certificate: z.boolean() });

export const setupOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/awf/setup/",
    summary: "Co nauczyciel może teraz zrobić",
    tag: "awf",
    auth: "required",
    status: 200,
    response: setupResponse,
    errors: [401],
  }),
  certificate: operation({
    method: "GET",
    path: "/{event}/pl/api/awf/certificate/",
    summary: "Czy nauczyciel ma certyfikat",
    tag: "awf",
    auth: "required",
    status: 200,
    response: certificateResponse,
    errors: [401, 404],
  }),
};
