// /pl/api/staff/club-applications/: the office verifies club applications in
// order of arrival. Every decision and every reveal of a teacher's PESEL and
// bank account is written to the audit log, in the same transaction.

import {
  agreementBeforeArrival,
  APPLICATION_ORDERS,
  ClubEnrollmentStatus,
  staffOperations,
  toWire,
  VOIVODESHIPS,
} from "../../../app/lib/contract";
import { auditEntriesAbout, recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import type { ClubEnrollmentRow } from "../../db/club";
import { findUploadedFileInfo } from "../../db/club";
import {
  type ApplicationDecisionRow,
  decideApplication,
  decisionsAbout,
  findApplication,
  searchApplications,
} from "../../db/club-applications";
import { setAgreementDateSigned } from "../../db/users";
import { todayInPoland } from "../../domain/calendar";
import {
  canStaffChange,
  CLUB_ENROLLMENT_STATUS_NAMES,
  correctedAt,
  nextStaffStatuses,
} from "../../domain/club-enrollment";
import type { MailMessage } from "../../mail/mailer";
import { clubCorrectionMail, clubDecisionMail, officeOf } from "../../mail/templates";
import { decryptField } from "../../security/encryption";
import { enrollmentView } from "../awf/club";
import { type ApiContext, type ApiDependencies, inOneTransaction } from "../context";
import { ApiError, fieldError, notFound, validationError } from "../http/errors";
import { type Input, routes } from "../http/route";
import { idParam } from "../http/validation";
import { auditView } from "./audit";
import { type Actor, auditActor, requireStaff } from "./guard";
import { pageOf, pagingOf, peselProbeOf } from "./paging";

const SUBJECT = "club-application";

const STAFF_MESSAGES = {
  notFound: "Nie znaleziono zgłoszenia.",
  noteRequired: "Zwracając zgłoszenie do poprawy, napisz nauczycielowi, co poprawić.",
  changedMeanwhile: "Ktoś właśnie zmienił status tego zgłoszenia. Odśwież stronę i zdecyduj jeszcze raz.",
  agreementNotAccepted: "Datę podpisania umowy zapisuje się dla zaakceptowanego zgłoszenia.",
  agreementInFuture: "Data podpisania umowy nie może być z przyszłości.",
  transition: (from: number, to: number) =>
    `Nie można zmienić statusu z „${CLUB_ENROLLMENT_STATUS_NAMES[from as ClubEnrollmentStatus]}” na „${CLUB_ENROLLMENT_STATUS_NAMES[to as ClubEnrollmentStatus]}”.`,
} as const;

/** ?status=0&voivodeship=mazowieckie&q=Radom&page=2&sort=school, each checked: a wrong value is a 400, never a silent "all". */
function filtersOf(c: ApiContext) {
  const query = (name: string) => c.req.query(name)?.trim() || undefined;
  const status = query("status");
  const voivodeship = query("voivodeship")?.toLowerCase();
  const { paging, problems } = pagingOf(c, APPLICATION_ORDERS);
  if (status !== undefined && !/^[0-4]$/.test(status)) problems.status = ["Wybierz jeden ze statusów 0–4."];
  if (voivodeship !== undefined && !VOIVODESHIPS.some((name) => name === voivodeship))
    problems.voivodeship = ["Wybierz województwo z listy."];
  const text = query("q");
  if (text !== undefined && text.length > 100) problems.q = ["Wpisz najwyżej 100 znaków."];
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return {
    filters: {
      status: status === undefined ? undefined : Number(status),
      voivodeship,
      text,
      pesel: text === undefined ? undefined : peselProbeOf(c, text),
    },
    paging,
  };
}

async function listApplications(c: ApiContext) {
  requireStaff(c);
  const { filters, paging } = filtersOf(c);
  const found = await searchApplications(c.get("db"), filters, paging);
  return toWire(staffOperations.applications.response, pageOf(paging, found, withSendingTimes));
}

/** When the teacher first and last sent the application, and when the latest correction was (or null). */
function withSendingTimes<Row extends { firstSubmittedAt: Date; submittedAt: Date }>(row: Row) {
  return {
    ...row,
    firstSubmittedAt: row.firstSubmittedAt.toISOString(),
    submittedAt: row.submittedAt.toISOString(),
    correctedAt: correctedAt(row)?.toISOString() ?? null,
  };
}

function decisionView(decision: ApplicationDecisionRow) {
  return { ...decision, at: decision.createdAt.toISOString(), author: decision.authorLabel };
}

async function requireApplication(c: ApiContext) {
  const found = await findApplication(c.get("db"), idParam(c.req.param("id")));
  if (!found) throw notFound(STAFF_MESSAGES.notFound);
  return found;
}

async function applicationJson(c: ApiContext, found: Awaited<ReturnType<typeof requireApplication>>) {
  const db = c.get("db");
  const { row } = found;
  const consent = row.schoolsPrincipalConsentFileId
    ? await findUploadedFileInfo(db, row.schoolsPrincipalConsentFileId)
    : undefined;
  return toWire(staffOperations.application.response, {
    ...withSendingTimes(row),
    application: enrollmentView(row, consent, c.get("deps").config.dataEncryptionKey),
    arrival: found.arrival,
    decisions: (await decisionsAbout(db, row.id)).map(decisionView),
    teacher: {
      id: row.userId,
      email: found.email,
      name: `${row.userFirstName} ${row.userLastName}`,
      phone: found.phone,
    },
    agreementDateSigned: found.agreementDateSigned,
    nextStatuses: nextStaffStatuses(row.status as ClubEnrollmentStatus),
    history: (await auditEntriesAbout(db, SUBJECT, row.id)).map(auditView),
  });
}

async function showApplication(c: ApiContext) {
  requireStaff(c);
  return applicationJson(c, await requireApplication(c));
}

/** PESEL and bank account in full, for a reason staff must give; the reveal is audited before it is answered. */
async function revealSecrets(c: ApiContext, input: Input<typeof staffOperations.reveal>) {
  const staff = requireStaff(c);
  const { reason } = await input.body();
  const { row } = await requireApplication(c);
  const key = c.get("deps").config.dataEncryptionKey;
  await recordAudit(c.get("db"), {
    ...auditActor(staff),
    action: "club-application.reveal",
    subjectType: SUBJECT,
    subjectId: row.id,
    reason,
  });
  return toWire(staffOperations.reveal.response, {
    userPesel: decryptField(row.userPeselEncrypted, key),
    userBankAccount: decryptField(row.userBankAccountEncrypted, key),
  });
}

/**
 * The office's decision on an application: the transition's rule, the note a
 * return needs, the status with its kept note, the teacher's e-mail and the
 * audit record, in one transaction. The panel and the console decide here.
 */
export async function decideClubApplication(
  { config, mail }: Pick<ApiDependencies, "config" | "mail">,
  db: Database,
  actor: Actor,
  application: { row: ClubEnrollmentRow; email: string },
  { to, note }: { to: number; note: string | undefined },
): Promise<ClubEnrollmentRow> {
  const { row: current, email } = application;
  const from = current.status;
  if (!canStaffChange(from as ClubEnrollmentStatus, to as ClubEnrollmentStatus))
    throw fieldError("status", STAFF_MESSAGES.transition(from, to));
  if (to === ClubEnrollmentStatus.correction && !note) throw fieldError("note", STAFF_MESSAGES.noteRequired);
  const decided = await db.transaction(async (tx) => {
    const author = { id: actor.actorUserId, label: actor.actorLabel };
    const row = await decideApplication(tx, current.id, { from, to, note: note ?? "", author });
    if (!row) return undefined;
    const teacher = { to: email, firstname: row.userFirstName, note: note ?? "" };
    await mail.queue(tx, decisionMail(to as DecidedStatus, teacher, config));
    await recordAudit(tx, {
      ...actor,
      action: "club-application.status",
      subjectType: SUBJECT,
      subjectId: row.id,
      before: { status: from, note: current.staffNote },
      after: { status: to, note },
    });
    return row;
  });
  if (!decided) throw new ApiError(409, { detail: STAFF_MESSAGES.changedMeanwhile });
  return decided;
}

async function changeStatus(c: ApiContext, input: Input<typeof staffOperations.changeStatus>) {
  const staff = requireStaff(c);
  const { status: to, note } = await input.body();
  const found = await requireApplication(c);
  const decided = await decideClubApplication(c.get("deps"), c.get("db"), auditActor(staff), found, { to, note });
  return applicationJson(c, { ...found, row: decided });
}

/** Why one of a bulk action's items was refused: the error's detail or its first field message. */
function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const detail = error.body.detail;
  return typeof detail === "string" ? detail : String(Object.values(error.body).flat()[0]);
}

/** The same decision on each selected application: one refused never stops the rest. */
async function decideApplications(c: ApiContext, input: Input<typeof staffOperations.decideApplications>) {
  const staff = requireStaff(c);
  const { ids, status: to, note } = await input.body();
  if (to === ClubEnrollmentStatus.correction && !note) throw fieldError("note", STAFF_MESSAGES.noteRequired);
  // One transaction, each decision in its own savepoint: a refusal writes nothing, a failed store nothing at all.
  const results = await inOneTransaction(c, async () => {
    const results = [];
    for (const id of new Set(ids)) {
      const found = await findApplication(c.get("db"), id);
      if (!found) {
        results.push({ id, arrival: null, outcome: "refused" as const, reason: STAFF_MESSAGES.notFound });
        continue;
      }
      const reason = await decideClubApplication(c.get("deps"), c.get("db"), auditActor(staff), found, {
        to,
        note,
      }).then(() => "", refusalOf);
      results.push({
        id,
        arrival: found.arrival,
        outcome: reason ? ("refused" as const) : ("decided" as const),
        reason,
      });
    }
    return results;
  });
  return toWire(staffOperations.decideApplications.response, { results });
}

type DecidedStatus = Exclude<ClubEnrollmentStatus, typeof ClubEnrollmentStatus.empty>;

const DECISIONS = {
  [ClubEnrollmentStatus.accepted]: "accepted",
  [ClubEnrollmentStatus.pending]: "pending",
  [ClubEnrollmentStatus.terminated]: "terminated",
  [ClubEnrollmentStatus.verification]: "verification",
} as const;

/** What the teacher is told of the office's decision: every decision is mailed to them. */
function decisionMail(
  status: DecidedStatus,
  teacher: { to: string; firstname: string; note: string },
  config: { publicUrl: string; contactEmail: string },
): MailMessage {
  if (status === ClubEnrollmentStatus.correction)
    return clubCorrectionMail({ ...teacher, formUrl: `${config.publicUrl}/konto/zgloszenie-klubu` });
  return clubDecisionMail({ ...teacher, decision: DECISIONS[status], ...officeOf(config) });
}

/** The day the teacher signed the programme's contract, for an accepted application, audited; the panel and the console record it here. */
export async function recordAgreementAudited(
  { now }: Pick<ApiDependencies, "now">,
  db: Database,
  actor: Actor,
  application: { row: ClubEnrollmentRow; agreementDateSigned: string | null },
  date: string,
): Promise<void> {
  const { row, agreementDateSigned } = application;
  if (row.status !== ClubEnrollmentStatus.accepted) throw fieldError("date", STAFF_MESSAGES.agreementNotAccepted);
  if (date > todayInPoland(now())) throw fieldError("date", STAFF_MESSAGES.agreementInFuture);
  const arrived = todayInPoland(row.firstSubmittedAt);
  if (date < arrived) throw fieldError("date", agreementBeforeArrival(arrived));
  await db.transaction(async (tx) => {
    await setAgreementDateSigned(tx, row.userId, date);
    await recordAudit(tx, {
      ...actor,
      action: "club-application.agreement",
      subjectType: SUBJECT,
      subjectId: row.id,
      before: { agreement_date_signed: agreementDateSigned },
      after: { agreement_date_signed: date },
    });
  });
}

async function recordAgreement(c: ApiContext, input: Input<typeof staffOperations.recordAgreement>) {
  const staff = requireStaff(c);
  const { date } = await input.body();
  const found = await requireApplication(c);
  await recordAgreementAudited(c.get("deps"), c.get("db"), auditActor(staff), found, date);
  return applicationJson(c, { ...found, agreementDateSigned: date });
}

export const staffApplicationRoutes = routes(staffOperations, {
  decideApplications,
  applications: listApplications,
  application: showApplication,
  reveal: revealSecrets,
  changeStatus,
  recordAgreement,
});
