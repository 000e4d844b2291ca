// The /pl/api contract (SPEC §7), for the API and the app. Pure; pages import constants.ts to stay free of zod.
import { accountOperations } from "./account";
import { accountOverviewOperations } from "./account-overview";
import { agendaOperations } from "./agenda";
import { authOperations } from "./auth";
import { calendarOperations } from "./calendar";
import { clubOperations } from "./club";
import { eventOperations } from "./events";
import { expertOperations } from "./experts";
import { newsletterOperations } from "./newsletter";
import type { Operation } from "./operation";
import { reminderOperations } from "./reminders";
import { scheduleOperations } from "./schedule";
import { scheduleOverviewOperations } from "./schedule-overview";
import { seasonOperations } from "./season";
import { secondFactorOperations } from "./second-factor";
import { setupOperations } from "./setup";
import { staffOperations } from "./staff";
import { fitnessReportOperations, surveyOperations } from "./survey";
import { surveyOverviewOperations } from "./survey-overview";
import { videoOperations } from "./videos";

export * from "./account";
export * from "./account-overview";
export * from "./agenda";
export * from "./auth";
export * from "./calendar";
export * from "./club";
export * from "./common";
export * from "./constants";
export * from "./events";
export * from "./experts";
export * from "./fitness-tests";
export * from "./newsletter";
export * from "./operation";
export * from "./reminders";
export * from "./schedule";
export * from "./schedule-overview";
export * from "./season";
export * from "./second-factor";
export * from "./setup";
export * from "./staff";
export * from "./staff-congress";
export * from "./staff-figures";
export * from "./staff-people";
export * from "./staff-seasons";
export * from "./survey";
export * from "./survey-overview";
export * from "./videos";
export * from "./wire";

export const OPERATIONS: readonly Operation[] = [
  ...Object.values(authOperations),
  ...Object.values(secondFactorOperations),
  ...Object.values(accountOperations),
  ...Object.values(accountOverviewOperations),
  ...Object.values(eventOperations),
  ...Object.values(agendaOperations),
  ...Object.values(expertOperations),
  ...Object.values(setupOperations),
  ...Object.values(clubOperations),
  ...Object.values(seasonOperations),
  // Before scheduleOperations: its "{id}" would match "overview".
  ...Object.values(scheduleOverviewOperations),
  ...Object.values(scheduleOperations),
  ...Object.values(calendarOperations),
  // Before surveyOperations: its "{id}" would match "overview".
  ...Object.values(surveyOverviewOperations),
  ...Object.values(surveyOperations),
  ...Object.values(fitnessReportOperations),
  ...Object.values(newsletterOperations),
  ...Object.values(reminderOperations),
  ...Object.values(videoOperations),
  ...Object.values(staffOperations),
];
