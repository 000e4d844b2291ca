// What staff must do until a staff panel exists (npm run admin -- <command>).
// Each command validates its input with the same rules as the API.
import { asc, eq, sql } from "drizzle-orm";
import { isValidEmail, isValidIsoDate } from "../../app/lib/validation";
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import { agendaItems, certificates, clubEnrollments, events, passwordTokens, seasons, users } from "../db/schema";
import { normalizeEmail } from "../db/users";
import { canStaffChange, CLUB_ENROLLMENT_STATUS_NAMES, isClubEnrollmentStatus } from "../domain/club-enrollment";
import type { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import type { Mailer } from "../mail/mailer";
import { passwordGenerationMail } from "../mail/templates";
import { hashOneTimeToken, newOneTimeToken } from "../security/one-time-tokens";

export class AdminError extends Error {
  override name = "AdminError";
}

export interface AdminContext {
  db: Database;
  config: ApiConfig;
  mailer: Mailer;
  now: Date;
}

async function requireUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!user) throw new AdminError(`Nie ma konta ${email}.`);
  return user;
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

export async function listClubEnrollments(ctx: AdminContext, status?: number): Promise<string[]> {
  const rows = await ctx.db
    .select({
      id: clubEnrollments.id,
      status: clubEnrollments.status,
      school: clubEnrollments.schoolName,
      city: clubEnrollments.schoolCity,
      email: users.email,
      submittedAt: clubEnrollments.submittedAt,
      note: clubEnrollments.staffNote,
    })
    .from(clubEnrollments)
    .innerJoin(users, eq(users.id, clubEnrollments.userId))
    .where(status === undefined ? undefined : eq(clubEnrollments.status, status))
    .orderBy(asc(clubEnrollments.submittedAt));
  if (rows.length === 0) return ["Brak zgłoszeń."];
  return rows.map(
    (row) =>
      `${row.id}\t${row.submittedAt.toISOString().slice(0, 16)}\t${row.status} (${CLUB_ENROLLMENT_STATUS_NAMES[row.status as ClubEnrollmentStatus]})\t${row.email}\t${row.school}, ${row.city}${row.note ? `\tuwaga: ${row.note}` : ""}`,
  );
}

export async function changeClubStatus(
  ctx: AdminContext,
  email: string,
  statusText: string,
  note = "",
): Promise<string> {
  const user = await requireUserByEmail(ctx.db, email);
  const to = Number(statusText);
  if (!isClubEnrollmentStatus(to))
    throw new AdminError("Status: 0 weryfikacja, 1 zaakceptowane, 2 oczekujące, 3 do poprawy, 4 zakończone.");
  const [row] = await ctx.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, user.id));
  if (!row) throw new AdminError(`${email} nie złożył(a) zgłoszenia klubu.`);
  const from = row.status as ClubEnrollmentStatus;
  if (!canStaffChange(from, to))
    throw new AdminError(
      `Nie można zmienić statusu z „${CLUB_ENROLLMENT_STATUS_NAMES[from]}” na „${CLUB_ENROLLMENT_STATUS_NAMES[to]}”.`,
    );
  if (to === 3 && !note.trim()) throw new AdminError("Zwracając do poprawy, podaj uwagę (--note), co poprawić.");
  await ctx.db
    .update(clubEnrollments)
    .set({ status: to, staffNote: note.trim(), updatedAt: sql`now()` })
    .where(eq(clubEnrollments.id, row.id));
  return `${email}: ${CLUB_ENROLLMENT_STATUS_NAMES[from]} → ${CLUB_ENROLLMENT_STATUS_NAMES[to]}`;
}

export async function recordAgreementSigned(
  ctx: AdminContext,
  email: string,
  date: string | undefined,
): Promise<string> {
  const user = await requireUserByEmail(ctx.db, email);
  const day = requireDate(date, "Data podpisania umowy");
  await ctx.db.update(users).set({ agreementDateSigned: day }).where(eq(users.id, user.id));
  return `${email}: umowa podpisana ${day}`;
}

export async function issueCertificate(
  ctx: AdminContext,
  email: string,
  number: string | undefined,
  eventSlug?: string,
): Promise<string> {
  const user = await requireUserByEmail(ctx.db, email);
  let eventId: number | null = null;
  if (eventSlug) {
    const [event] = await ctx.db.select().from(events).where(eq(events.slug, eventSlug));
    if (!event) throw new AdminError(`Nie ma wydarzenia ${eventSlug}.`);
    eventId = event.id;
  }
  await ctx.db.insert(certificates).values({
    userId: user.id,
    eventId,
    number: requireText(number, "numer certyfikatu"),
    issuedAt: ctx.now.toISOString().slice(0, 10),
  });
  return `${email}: wydano certyfikat ${number}`;
}

export async function createEvent(
  ctx: AdminContext,
  slug: string | undefined,
  name: string | undefined,
  city: string | undefined,
  code: string | undefined,
): Promise<string> {
  const cleanSlug = requireText(slug, "slug (miasto w adresie)").toLowerCase();
  if (!/^[a-z0-9-]+$/.test(cleanSlug))
    throw new AdminError("Slug: tylko małe litery bez polskich znaków, cyfry i łączniki, np. krakow.");
  await ctx.db.insert(events).values({
    slug: cleanSlug,
    name: requireText(name, "nazwę"),
    city: requireText(city, "miasto"),
    code: requireText(code, "kod rejestracji").toUpperCase(),
  });
  return `Utworzono wydarzenie /${cleanSlug}`;
}

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
    hasContent?: boolean;
  },
): Promise<string> {
  const [event] = await ctx.db
    .select()
    .from(events)
    .where(eq(events.slug, requireText(args.event, "slug wydarzenia")));
  if (!event) throw new AdminError(`Nie ma wydarzenia ${args.event}.`);
  const limit = args.limit === undefined ? null : Number(args.limit);
  if (limit !== null && (!Number.isInteger(limit) || limit < 0))
    throw new AdminError("Limit miejsc: liczba całkowita ≥ 0.");
  const start = requireInstant(args.start, "Początek");
  const end = requireInstant(args.end, "Koniec");
  if (end <= start) throw new AdminError("Koniec musi być po początku.");
  const [item] = await ctx.db
    .insert(agendaItems)
    .values({
      eventId: event.id,
      name: requireText(args.name, "nazwę punktu programu"),
      datetimeStart: start,
      datetimeEnd: end,
      signUpLimit: limit,
      signUpEnabled: !args.disabled,
      hasContent: Boolean(args.hasContent),
      signUpDatetimeStart: args.signUpStart ? requireInstant(args.signUpStart, "Początek zapisów") : null,
      signUpDatetimeEnd: args.signUpEnd ? requireInstant(args.signUpEnd, "Koniec zapisów") : null,
    })
    .returning();
  return `Utworzono punkt programu ${item.id} w /${event.slug}`;
}

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
): Promise<string> {
  const values = {
    name: requireText(args.name, "nazwę sezonu"),
    dateStart: requireDate(args.start, "Początek sezonu"),
    dateEnd: requireDate(args.end, "Koniec sezonu"),
    scheduleMaxDate: requireDate(args.scheduleMax, "Ostatni dzień planowania zajęć"),
    surveysDateStart: requireDate(args.surveysStart, "Początek ankiet"),
    surveysDateEnd: requireDate(args.surveysEnd, "Koniec ankiet"),
  };
  if (values.dateEnd < values.dateStart || values.surveysDateEnd < values.surveysDateStart)
    throw new AdminError("Koniec nie może być przed początkiem.");
  const season = await ctx.db.transaction(async (tx) => {
    if (args.current) await tx.update(seasons).set({ isCurrent: false }).where(eq(seasons.isCurrent, true));
    const [created] = await tx
      .insert(seasons)
      .values({ ...values, isCurrent: Boolean(args.current) })
      .returning();
    return created;
  });
  return `Utworzono sezon ${season.id} „${season.name}”${season.isCurrent ? " (bieżący)" : ""}`;
}

/** A staff account gets no password: the e-mailed link lets its owner set one. */
export async function createStaffUser(
  ctx: AdminContext,
  email: string | undefined,
  firstname: string | undefined,
  lastname: string | undefined,
): Promise<string> {
  const address = normalizeEmail(requireText(email, "e-mail"));
  if (!isValidEmail(address)) throw new AdminError("Niepoprawny adres e-mail.");
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: address,
      firstname: requireText(firstname, "imię"),
      lastname: requireText(lastname, "nazwisko"),
      isStaff: true,
      agreements: [1],
    })
    .onConflictDoUpdate({ target: users.email, set: { isStaff: true } })
    .returning();
  const token = newOneTimeToken();
  await ctx.db.insert(passwordTokens).values({
    userId: user.id,
    tokenHash: hashOneTimeToken(token),
    purpose: "generate",
    expiresAt: new Date(ctx.now.getTime() + ctx.config.passwordTokenTtl * 1000),
  });
  const url = `${ctx.config.publicUrl}/generowanie-hasla?token=${token}`;
  await ctx.mailer.send(
    passwordGenerationMail({
      to: user.email,
      firstname: user.firstname,
      url,
      validHours: Math.round(ctx.config.passwordTokenTtl / 3600),
    }),
  );
  return `Konto pracownika ${user.email} gotowe; link do ustawienia hasła wysłano e-mailem.`;
}
