import type { z } from "zod";

import { type Answer, call, type Caller, forwardedHeaders } from "~/lib/api/call.server";
import { staffOperations } from "~/lib/contract/staff";
import type { ExportFormat, ExportReport } from "~/lib/contract/staff-figures";
import type { seasonFields } from "~/lib/contract/staff-seasons";

export type StaffApplications = Answer<(typeof staffOperations)["applications"]["response"]>;
export type StaffApplication = Answer<(typeof staffOperations)["application"]["response"]>;
export type RevealedSecrets = Answer<(typeof staffOperations)["reveal"]["response"]>;

export interface ApplicationQuery {
  status?: string;
  voivodeship?: string;
  q?: string;
  page?: number;
  sort?: string;
}

export interface SearchQuery {
  q: string;
  page: number;
  sort: string;
}

export function listApplications(caller: Caller, query: ApplicationQuery): Promise<StaffApplications> {
  return call(caller, staffOperations.applications, { query: { ...query } });
}

export function getApplication(caller: Caller, id: number): Promise<StaffApplication> {
  return call(caller, staffOperations.application, { params: { id: String(id) } });
}

/** PESEL and bank account in full; the API writes the reason to the audit log first. */
export function revealSecrets(caller: Caller, id: number, reason: string): Promise<RevealedSecrets> {
  return call(caller, staffOperations.reveal, { params: { id: String(id) }, body: { reason } });
}

export function changeApplicationStatus(
  caller: Caller,
  id: number,
  decision: { status: number; note: string },
): Promise<StaffApplication> {
  return call(caller, staffOperations.changeStatus, { params: { id: String(id) }, body: decision });
}

export type BulkDecisions = Answer<(typeof staffOperations)["decideApplications"]["response"]>;

/** The same decision on each selected application; the answer tells what happened to each. */
export function decideApplications(
  caller: Caller,
  decision: { ids: number[]; status: number; note: string },
): Promise<BulkDecisions> {
  return call(caller, staffOperations.decideApplications, { body: decision });
}

/** The day the teacher signed the programme's contract (accepted applications only). */
export function recordAgreement(caller: Caller, id: number, date: string): Promise<StaffApplication> {
  return call(caller, staffOperations.recordAgreement, { params: { id: String(id) }, body: { date } });
}

export type StaffTeachers = Answer<(typeof staffOperations)["teachers"]["response"]>;
export type StaffTeacher = StaffTeachers["results"][number];
export type CertificateImportReport = Answer<(typeof staffOperations)["importCertificates"]["response"]>;

export function searchTeachers(caller: Caller, query: SearchQuery): Promise<StaffTeachers> {
  return call(caller, staffOperations.teachers, { query: { ...query } });
}

export function issueCertificate(caller: Caller, teacherId: number, number: string) {
  return call(caller, staffOperations.issueCertificate, { params: { id: String(teacherId) }, body: { number } });
}

export function revokeCertificate(caller: Caller, certificateId: number) {
  return call(caller, staffOperations.revokeCertificate, { params: { id: String(certificateId) } });
}

export function importCertificates(caller: Caller, emails: string[]): Promise<CertificateImportReport> {
  return call(caller, staffOperations.importCertificates, { body: { emails } });
}

export type BulkCertificates = Answer<(typeof staffOperations)["issueCertificates"]["response"]>;

/** A numbered certificate for each selected teacher; the answer tells what happened to each. */
export function issueCertificatesTo(caller: Caller, teachers: number[]): Promise<BulkCertificates> {
  return call(caller, staffOperations.issueCertificates, { body: { teachers } });
}

export type StaffSeasonAnswer = Answer<(typeof staffOperations)["season"]["response"]>;
export type SeasonBody = z.input<typeof seasonFields>;

export function listSeasons(caller: Caller): Promise<StaffSeasonAnswer[]> {
  return call(caller, staffOperations.seasons);
}

export function getSeason(caller: Caller, id: number): Promise<StaffSeasonAnswer> {
  return call(caller, staffOperations.season, { params: { id: String(id) } });
}

export function createSeason(caller: Caller, season: SeasonBody & { is_current: boolean }): Promise<StaffSeasonAnswer> {
  return call(caller, staffOperations.createSeason, { body: season });
}

export function updateSeason(caller: Caller, id: number, season: SeasonBody): Promise<StaffSeasonAnswer> {
  return call(caller, staffOperations.updateSeason, { params: { id: String(id) }, body: season });
}

export function makeSeasonCurrent(caller: Caller, id: number): Promise<StaffSeasonAnswer> {
  return call(caller, staffOperations.makeSeasonCurrent, { params: { id: String(id) } });
}

export type StaffAudit = Answer<(typeof staffOperations)["audit"]["response"]>;

type AuditQuery = { subject?: string; actor?: string; about?: string; from?: string; to?: string };

export function listAudit(caller: Caller, query: AuditQuery & { page?: number }): Promise<StaffAudit> {
  return call(caller, staffOperations.audit, { query: { ...query } });
}

export function downloadAudit(caller: Caller, query: AuditQuery & { format: ExportFormat }): Promise<Response> {
  return caller.send(staffOperations.auditExport, { query: { ...query } });
}

export type StaffPeople = Answer<(typeof staffOperations)["people"]["response"]>;
export type StaffPerson = StaffPeople["results"][number];

export function searchPeople(caller: Caller, query: SearchQuery): Promise<StaffPeople> {
  return call(caller, staffOperations.people, { query: { ...query } });
}

/** Sends its owner a link to set a password: the request's origin goes along for the link outside production. */
export function createStaffAccount(
  caller: Caller,
  account: { email: string; firstname: string; lastname: string },
  request: Request,
): Promise<StaffPerson> {
  return call(caller, staffOperations.createStaffAccount, { body: account, headers: forwardedHeaders(request) });
}

export function sendFirstPasswordLink(caller: Caller, id: number, request: Request): Promise<StaffPerson> {
  return call(caller, staffOperations.sendFirstPasswordLink, {
    params: { id: String(id) },
    headers: forwardedHeaders(request),
  });
}

export function setAccountActive(caller: Caller, id: number, active: boolean): Promise<StaffPerson> {
  const op = active ? staffOperations.enableAccount : staffOperations.disableAccount;
  return call(caller, op, { params: { id: String(id) } });
}

export type ProgrammeFigures = Answer<(typeof staffOperations)["programmeFigures"]["response"]>;

/** The programme's figures for a season (the current one when none is asked for). */
export function programmeFigures(caller: Caller, season?: number): Promise<ProgrammeFigures> {
  return call(caller, staffOperations.programmeFigures, { query: { season } });
}

export type FitnessFigures = Answer<(typeof staffOperations)["fitnessFigures"]["response"]>;

/** The pupils' fitness added up for the programme and each voivodeship (issue 18). */
export function fitnessFigures(caller: Caller, season?: number): Promise<FitnessFigures> {
  return call(caller, staffOperations.fitnessFigures, { query: { season } });
}

/** An export as the API streams it (CSV or XLSX, an attachment); the API writes its audit entry. */
export function downloadExport(
  caller: Caller,
  report: ExportReport,
  query: { season?: number; format: ExportFormat },
): Promise<Response> {
  return caller.send(staffOperations.exportReport, { params: { report }, query: { ...query } });
}
