import type { z } from "zod";

import { type Answer, call, type Caller, idempotencyHeaders } from "~/lib/api/call.server";
import { fitnessReportOperations, type surveyBody, surveyOperations } from "~/lib/contract/survey";
import { surveyOverviewOperations } from "~/lib/contract/survey-overview";

export type Survey = Answer<(typeof surveyOperations)["show"]["response"]>;
type SurveyInput = z.input<typeof surveyBody>;

export type SurveyOverview = Answer<typeof surveyOverviewOperations.show.response>;

export function getSurveyOverview(caller: Caller, group: number): Promise<SurveyOverview> {
  return call(caller, surveyOverviewOperations.show, { query: { group } });
}

export function createSurvey(caller: Caller, survey: SurveyInput, form?: FormData): Promise<Survey> {
  return call(caller, surveyOperations.create, { body: survey, headers: form ? idempotencyHeaders(form) : {} });
}

export function getSurvey(caller: Caller, id: number): Promise<Survey> {
  return call(caller, surveyOperations.show, { params: { id } });
}

export function updateSurvey(caller: Caller, id: number, survey: SurveyInput): Promise<Survey> {
  return call(caller, surveyOperations.update, { params: { id }, body: survey });
}

export function deleteSurvey(caller: Caller, id: number): Promise<Survey> {
  return call(caller, surveyOperations.remove, { params: { id } });
}

export type FitnessReport = Answer<(typeof fitnessReportOperations)["show"]["response"]>;

export function getFitnessReport(caller: Caller, group: number): Promise<FitnessReport> {
  return call(caller, fitnessReportOperations.show, { query: { group } });
}
