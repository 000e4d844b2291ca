// `npm run admin`: the API's rules and audit; print.ts turns the results into text.
import { generate } from "otplib";
import type { z } from "zod";

import { secondFactorResetBody, staffOperations, surveyReadBody } from "../../app/lib/contract";
import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import { AGENDA_PARTS, type AgendaPart } from "../../app/lib/contract/constants";
import { isValidIsoDate } from "../../app/lib/validation";
import { ApiError } from "../api/http/errors";
import { decideClubApplication, recordAgreementAudited } from "../api/staff/applications";
import { issueCertificateAudited } from "../api/staff/certificates";
import { changeAgendaItem, createAgendaItemAudited, createEventAudited } from "../api/staff/congress";
import { CONSOLE } from "../api/staff/guard";
import { createStaffAccountAudited, resetSecondFactorAudited } from "../api/staff/people";
import { createSeasonAudited } from "../api/staff/seasons";
import { readSurveyAudited, type SurveyRead } from "../api/staff/surveys";
import { type ApiConfig, parseEncryptionKey } from "../config";
import type { Database } from "../db/client";
import { type ClubEnrollmentSummary, findEnrollment, listEnrollmentsForStaff } from "../db/club";
import { reencryptData, UndecryptableValueError } from "../db/data-key-rotation";
import { DEMO_STAFF_TOTP_SECRET } from "../db/demo-data";
import { type EventRow, findEventBySlug } from "../db/events";
import type { SeasonRow } from "../db/season";
import { findUserByEmail, type UserRow } from "../db/users";
import { localDateTimeInPoland, todayInPoland } from "../domain/calendar";
import { isClubEnrollmentStatus } from "../domain/club-enrollment";
import type { MailQueue } from "../mail/outbox";

export class AdminError extends Error {
  override name = "AdminError";
}

export interface AdminContext {
  db: Database;
  config: ApiConfig;
  /** The console sends it before it exits (server/cli/admin.ts). */
  mail: MailQueue;
  now: Date;
}

export type { ClubEnrollmentSummary };

export interface ClubStatusChange {
  email: string;
  from: ClubEnrollmentStatus;
  to: ClubEnrollmentStatus;
  note: string;
}

export interface AgreementSigned {
  email: string;
  date: string;
}

export interface CertificateIssued {
  email: string;
  number: string;
  eventSlug: string | null;
}

export interface AgendaItemCreated {
  id: number;
  eventSlug: string;
}

export interface StaffAccount {
  email: string;
}

async function requireUserByEmail(db: Database, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdminError(`Nie ma konta ${email}.`);
  return user;
}

async function requireEvent(db: Database, slug: string): Promise<EventRow> {
  const event = await findEventBySlug(db, slug);
  if (!event) throw new AdminError(`Nie ma wydarzenia ${slug}.`);
  return event;
}

function requireDate(value: string | undefined, what: string): string {
  if (!value || !isValidIsoDate(value)) throw new AdminError(`${what}: podaj datę RRRR-MM-DD.`);
  return value;
}

function requireInstant(value: string | undefined, what: string): Date {
  const date = value ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new AdminError(`${what}: podaj datę i godzinę ISO, np. 2026-05-20T10:00+02:00.`);
  return date;
}

function requireText(value: string | undefined, what: string): string {
  if (!value?.trim()) throw new AdminError(`Podaj ${what}.`);
  return value.trim();
}

export function parseClubStatus(text: string | undefined): ClubEnrollmentStatus {
  const status = text === undefined || text.trim() === "" ? Number.NaN : Number(text);
  if (!isClubEnrollmentStatus(status) || status === ClubEnrollmentStatus.empty)
    throw new AdminError("Status: 0 weryfikacja, 1 zaakceptowane, 2 oczekujące, 3 do poprawy, 4 zakończone.");
  return status;
}

export async function listClubEnrollments(
  ctx: AdminContext,
  status?: ClubEnrollmentStatus,
): Promise<ClubEnrollmentSummary[]> {
  return listEnrollmentsForStaff(ctx.db, status);
}

/** As the panel decides (decideClubApplication): the same rules, the teacher's e-mail, the kept note, the audit record. */
export async function changeClubStatus(
  ctx: AdminContext,
  email: string,
  statusText: string,
  note = "",
): Promise<ClubStatusChange> {
  const user = await requireUserByEmail(ctx.db, email);
  const to = parseClubStatus(statusText);
  const row = await findEnrollment(ctx.db, user.id);
  if (!row) throw new AdminError(`${email} nie złożył(a) zgłoszenia klubu.`);
  const from = row.status as ClubEnrollmentStatus;
  try {
    await decideClubApplication(
      ctx,
      ctx.db,
      CONSOLE,
      { row, email: user.email },
      { to, note: note.trim() || undefined },
    );
  } catch (error) {
    throw asAdminError(error);
  }
  return { email, from, to, note: note.trim() };
}

/** As the panel records it (recordAgreementAudited): for an accepted application, not in the future, audited. */
export async function recordAgreementSigned(
  ctx: AdminContext,
  email: string,
  date: string | undefined,
): Promise<AgreementSigned> {
  const user = await requireUserByEmail(ctx.db, email);
  const day = requireDate(date, "Data podpisania umowy");
  const row = await findEnrollment(ctx.db, user.id);
  if (!row) throw new AdminError(`${email} nie złożył(a) zgłoszenia klubu.`);
  try {
    await recordAgreementAudited(
      { now: () => ctx.now },
      ctx.db,
      CONSOLE,
      { row, agreementDateSigned: user.agreementDateSigned },
      day,
    );
  } catch (error) {
    throw asAdminError(error);
  }
  return { email, date: day };
}

/** As the panel issues one (issueCertificateAudited): audited, and the teacher is told by e-mail. */
export async function issueCertificate(
  ctx: AdminContext,
  email: string,
  number: string | undefined,
  eventSlug?: string,
): Promise<CertificateIssued> {
  const user = await requireUserByEmail(ctx.db, email);
  const event = eventSlug ? await requireEvent(ctx.db, eventSlug) : null;
  const certificateNumber = requireText(number, "numer certyfikatu");
  const issued = await issueCertificateAudited(ctx, ctx.db, CONSOLE, {
    teacher: user,
    number: certificateNumber,
    issuedAt: todayInPoland(ctx.now),
    eventId: event?.id ?? null,
    via: "console",
  });
  if (!issued) throw new AdminError(`Certyfikat o numerze ${certificateNumber} już istnieje.`);
  return { email, number: certificateNumber, eventSlug: event?.slug ?? null };
}

/** As the panel creates one (createEventAudited): the contract's rules, a unique address and code, the audit record. */
export async function createEvent(
  ctx: AdminContext,
  slug: string | undefined,
  name: string | undefined,
  city: string | undefined,
  code: string | undefined,
) {
  const body = parsedBody(staffOperations.createEvent.body, {
    slug: requireText(slug, "slug (miasto w adresie)").toLowerCase(),
    name: requireText(name, "nazwę"),
    city: requireText(city, "miasto"),
    code: requireText(code, "kod rejestracji"),
  });
  try {
    return await createEventAudited(ctx.db, CONSOLE, body);
  } catch (error) {
    throw asAdminError(error);
  }
}

/** As the panel adds one (createAgendaItemAudited); the console's instants are Polish wall-clock times to the contract. */
export async function createAgendaItem(
  ctx: AdminContext,
  args: {
    event?: string;
    name?: string;
    start?: string;
    end?: string;
    limit?: string;
    signUpStart?: string;
    signUpEnd?: string;
    disabled?: boolean;
    part?: string;
    place?: string;
    description?: string;
  },
): Promise<AgendaItemCreated> {
  const event = await requireEvent(ctx.db, requireText(args.event, "slug wydarzenia"));
  const wallClock = (value: string | undefined, what: string) =>
    value === undefined ? undefined : localDateTimeInPoland(requireInstant(value, what));
  const body = parsedBody(staffOperations.createAgendaItem.body, {
    name: requireText(args.name, "nazwę punktu programu"),
    part: requirePart(args.part),
    place: args.place?.trim() ?? "",
    description: args.description?.trim() ?? "",
    datetime_start: wallClock(requireText(args.start, "początek"), "Początek"),
    datetime_end: wallClock(requireText(args.end, "koniec"), "Koniec"),
    sign_up_limit: args.limit,
    sign_up_datetime_start: wallClock(args.signUpStart, "Początek zapisów"),
    sign_up_datetime_end: wallClock(args.signUpEnd, "Koniec zapisów"),
    sign_up_enabled: !args.disabled,
  });
  const item = await createAgendaItemAudited(ctx.db, CONSOLE, event.id, body);
  return { id: item.id, eventSlug: event.slug };
}

/** As the panel creates one (createSeasonAudited): the contract's rules, said one at a time, and the audit record. */
export async function createSeason(
  ctx: AdminContext,
  args: {
    name?: string;
    start?: string;
    end?: string;
    scheduleMax?: string;
    surveysStart?: string;
    surveysEnd?: string;
    current?: boolean;
  },
): Promise<SeasonRow> {
  const body = parsedBody(staffOperations.createSeason.body, {
    name: requireText(args.name, "nazwę sezonu"),
    date_start: requireDate(args.start, "Początek sezonu"),
    date_end: requireDate(args.end, "Koniec sezonu"),
    schedule_max_date: requireDate(args.scheduleMax, "Ostatni dzień planowania zajęć"),
    surveys_date_start: requireDate(args.surveysStart, "Początek ankiet"),
    surveys_date_end: requireDate(args.surveysEnd, "Koniec ankiet"),
    is_current: Boolean(args.current),
  });
  return createSeasonAudited(ctx.db, CONSOLE, body).catch((error) => {
    throw asAdminError(error);
  });
}

/** The command's input checked by the call's own schema; its first refusal is the console's. */
function parsedBody<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AdminError(result.error.issues[0]?.message ?? "Niepoprawne dane.");
  return result.data;
}

/** As the panel creates one (createStaffAccountAudited): a new address only, the invitation, the audit record. */
export async function createStaffUser(
  ctx: AdminContext,
  email: string | undefined,
  firstname: string | undefined,
  lastname: string | undefined,
): Promise<StaffAccount> {
  const body = parsedBody(staffOperations.createStaffAccount.body, {
    email: requireText(email, "e-mail"),
    firstname: requireText(firstname, "imię"),
    lastname: requireText(lastname, "nazwisko"),
  });
  try {
    const created = await createStaffAccountAudited({ ...ctx, now: () => ctx.now }, ctx.db, CONSOLE, body);
    return { email: created.email };
  } catch (error) {
    throw asAdminError(error);
  }
}

function requirePart(part: string | undefined): AgendaPart {
  if (part === undefined) return "plenary";
  if (!(AGENDA_PARTS as readonly string[]).includes(part))
    throw new AdminError(`Część kongresu: ${AGENDA_PARTS.join(", ")}.`);
  return part as AgendaPart;
}

export interface AgendaLimitSet {
  id: number;
  limit: number | null;
  promoted: string[];
}

/** Sets an item's seat limit ("none": no limit) through the panel's own changeAgendaItem. */
export async function setAgendaLimit(
  ctx: AdminContext,
  id: string | undefined,
  limitText: string | undefined,
): Promise<AgendaLimitSet> {
  const itemId = Number(id);
  if (!Number.isInteger(itemId) || itemId < 1) throw new AdminError("Podaj numer punktu programu.");
  const limit = limitText === "none" ? null : Number(limitText);
  if (limit !== null && (!Number.isInteger(limit) || limit < 0))
    throw new AdminError("Limit miejsc: liczba całkowita ≥ 0 albo none.");
  try {
    const promoted = await changeAgendaItem({ ...ctx, now: () => ctx.now }, ctx.db, CONSOLE, itemId, { limit });
    return { id: itemId, limit, promoted };
  } catch (error) {
    throw asAdminError(error);
  }
}

/** A refusal of the API's rules, said as the console says it. */
function asAdminError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.body as { detail?: string } & Record<string, string[] | string | undefined>;
  const messages = Object.values(body).flatMap((value) => (Array.isArray(value) ? value : value ? [value] : []));
  return new AdminError(messages.join(" ") || "Odmowa.");
}

export type { SurveyRead };

/** As readSurveyAudited opens one: only with a reason, audited before anything is shown. */
export async function readSurvey(ctx: AdminContext, id: string, reason: string | undefined): Promise<SurveyRead> {
  if (!/^\d{1,9}$/.test(id)) throw new AdminError("Podaj numer ankiety (id).");
  const body = parsedBody(surveyReadBody, { reason: requireText(reason, "powód wglądu w ankietę (--reason)") });
  try {
    return await readSurveyAudited(ctx, ctx.db, CONSOLE, Number(id), body);
  } catch (error) {
    throw asAdminError(error);
  }
}

/** As resetSecondFactorAudited removes it: every session of the account must confirm again; audited. */
export async function resetSecondFactor(ctx: AdminContext, email: string | undefined): Promise<{ email: string }> {
  const body = parsedBody(secondFactorResetBody, { email: requireText(email, "e-mail") });
  try {
    return { email: (await resetSecondFactorAudited(ctx.db, CONSOLE, body)).email };
  } catch (error) {
    throw asAdminError(error);
  }
}

/** Development only: the demo key is public. */
export async function demoCode(config: Pick<ApiConfig, "production">, now: Date): Promise<string> {
  if (config.production) throw new AdminError("Kod demonstracyjny nie istnieje w produkcji.");
  return generate({ secret: DEMO_STAFF_TOTP_SECRET, epoch: Math.floor(now.getTime() / 1000) });
}

export async function rotateDataKey(
  ctx: AdminContext,
  newKeyText: string | undefined,
): Promise<Record<string, number>> {
  if (!newKeyText?.trim())
    throw new AdminError("Ustaw NEW_DATA_ENCRYPTION_KEY na nowy klucz: 32 bajty, 64 znaki hex lub base64.");
  let newKey: Buffer;
  try {
    newKey = parseEncryptionKey(newKeyText.trim());
  } catch {
    throw new AdminError("NEW_DATA_ENCRYPTION_KEY musi mieć 32 bajty: 64 znaki hex lub base64.");
  }
  if (newKey.equals(ctx.config.dataEncryptionKey))
    throw new AdminError("NEW_DATA_ENCRYPTION_KEY jest taki sam jak DATA_ENCRYPTION_KEY.");
  try {
    return await reencryptData(ctx.db, ctx.config.dataEncryptionKey, newKey);
  } catch (error) {
    if (!(error instanceof UndecryptableValueError)) throw error;
    throw new AdminError(
      `DATA_ENCRYPTION_KEY nie otwiera zapisanej wartości (${error.where}): to nie jest klucz, którym zaszyfrowano dane. Nic nie zmieniono.`,
    );
  }
}
