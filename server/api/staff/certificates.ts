// A certificate opens the club application (DESIGN §6); each change is audited.

import { staffOperations, toWire } from "../../../app/lib/contract";
import { recordAudit } from "../../db/audit";
import {
  accountsForCertificates,
  type CertificateRow,
  deleteCertificate,
  issueCertificateTo,
  searchTeachers,
} from "../../db/certificates";
import type { Database } from "../../db/client";
import { findUserById, isUniqueViolation, normalizeEmail } from "../../db/users";
import { todayInPoland } from "../../domain/calendar";
import { certificateIssuedMail } from "../../mail/templates";
import { type ApiContext, type ApiDependencies, inOneTransaction } from "../context";
import { fieldError, notFound } from "../http/errors";
import { type Input, routes } from "../http/route";
import { idParam } from "../http/validation";
import { type Actor, auditActor, requireStaff } from "./guard";
import { nameSearchOf, pageOf } from "./paging";

const CERTIFICATE_MESSAGES = {
  numberTaken: "Certyfikat o tym numerze już istnieje.",
  teacherNotFound: "Nie znaleziono konta.",
  certificateNotFound: "Nie znaleziono certyfikatu.",
  alreadyCertified: "Ma już certyfikat.",
} as const;

function certificateJson(row: CertificateRow) {
  return toWire(staffOperations.issueCertificate.response, row);
}

async function listTeachers(c: ApiContext) {
  requireStaff(c);
  const { search, paging } = nameSearchOf(c);
  const found = await searchTeachers(c.get("db"), search, paging);
  return toWire(
    staffOperations.teachers.response,
    pageOf(paging, found, (teacher) => ({ ...teacher, name: `${teacher.firstname} ${teacher.lastname}`.trim() })),
  );
}

/**
 * Gives a teacher a certificate, audited, with the e-mail that says so: the
 * panel, the import and the console all issue here. Null: the number is taken.
 */
export async function issueCertificateAudited(
  { config, mail }: Pick<ApiDependencies, "config" | "mail">,
  db: Database,
  actor: Actor,
  issue: {
    teacher: { id: number; email: string; firstname: string };
    number: string;
    issuedAt: string;
    eventId?: number | null;
    via: "panel" | "import" | "console";
  },
): Promise<CertificateRow | null> {
  const { teacher, number, issuedAt, via } = issue;
  try {
    return await db.transaction(async (tx) => {
      const row = await issueCertificateTo(tx, {
        userId: teacher.id,
        number,
        issuedAt,
        eventId: issue.eventId ?? null,
      });
      await recordAudit(tx, {
        ...actor,
        action: "certificate.issue",
        subjectType: "certificate",
        subjectId: row.id,
        after: { number, email: teacher.email, via },
      });
      const to = { to: teacher.email, firstname: teacher.firstname };
      await mail.queue(tx, certificateIssuedMail({ ...to, number, site: config.publicUrl }));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

async function issueCertificate(c: ApiContext, input: Input<typeof staffOperations.issueCertificate>) {
  const staff = requireStaff(c);
  const { number } = await input.body();
  const teacher = await findUserById(c.get("db"), idParam(c.req.param("id")));
  if (!teacher || teacher.isStaff) throw notFound(CERTIFICATE_MESSAGES.teacherNotFound);
  const today = todayInPoland(c.get("deps").now());
  const row = await issueCertificateAudited(c.get("deps"), c.get("db"), auditActor(staff), {
    teacher,
    number,
    issuedAt: today,
    via: "panel",
  });
  if (!row) throw fieldError("number", CERTIFICATE_MESSAGES.numberTaken);
  return certificateJson(row);
}

async function revokeCertificate(c: ApiContext) {
  const staff = requireStaff(c);
  const id = idParam(c.req.param("id"));
  const row = await c.get("db").transaction(async (tx) => {
    const deleted = await deleteCertificate(tx, id);
    if (!deleted) return undefined;
    const owner = await findUserById(tx, deleted.userId);
    await recordAudit(tx, {
      ...auditActor(staff),
      action: "certificate.revoke",
      subjectType: "certificate",
      subjectId: deleted.id,
      before: { number: deleted.number, email: owner?.email ?? null, issued_at: deleted.issuedAt },
    });
    return deleted;
  });
  if (!row) throw notFound(CERTIFICATE_MESSAGES.certificateNotFound);
  return certificateJson(row);
}

/** A certificate numbered as the import numbers them (SK/<year>/<account>), another suffix if that number is taken. */
async function issueNumbered(
  c: ApiContext,
  actor: Actor,
  account: { id: number; email: string; firstname: string },
  via: "panel" | "import",
): Promise<CertificateRow | null> {
  const today = todayInPoland(c.get("deps").now());
  const number = `SK/${today.slice(0, 4)}/${String(account.id).padStart(6, "0")}`;
  const issue = (numbered: string) =>
    issueCertificateAudited(c.get("deps"), c.get("db"), actor, {
      teacher: account,
      number: numbered,
      issuedAt: today,
      via,
    });
  return (await issue(number)) ?? (await issue(`${number}/${Date.now().toString(36)}`));
}

async function importCertificates(c: ApiContext, input: Input<typeof staffOperations.importCertificates>) {
  const staff = requireStaff(c);
  const emails = [...new Set((await input.body()).emails.map(normalizeEmail))];
  // All or nothing: a list that failed halfway is simply sent again.
  return inOneTransaction(c, async () => {
    const accounts = new Map(
      (await accountsForCertificates(c.get("db"), { emails })).map((account) => [account.email, account]),
    );
    const report = { issued: [] as string[], already: [] as string[], unknown: [] as string[] };
    for (const email of emails) {
      const account = accounts.get(email);
      // An office account is no teacher: it never gets a certificate, as in the selection.
      if (!account || account.isStaff) report.unknown.push(email);
      else if (account.certified) report.already.push(email);
      else if (await issueNumbered(c, auditActor(staff), account, "import")) report.issued.push(email);
    }
    return report;
  });
}

/** A certificate for each selected teacher without one; the rest refused with why. */
async function issueCertificates(c: ApiContext, input: Input<typeof staffOperations.issueCertificates>) {
  const staff = requireStaff(c);
  const ids = [...new Set((await input.body()).teachers)];
  // All or nothing, as the import: a refusal writes nothing, and a selection that failed halfway is sent again.
  const results = await inOneTransaction(c, async () => {
    const accounts = new Map(
      (await accountsForCertificates(c.get("db"), { ids })).map((account) => [account.id, account]),
    );
    const results = [];
    for (const id of ids) {
      const account = accounts.get(id);
      const refused = (reason: string) => ({
        id,
        email: account?.email ?? null,
        outcome: "refused" as const,
        number: null,
        reason,
      });
      if (!account || account.isStaff) results.push(refused(CERTIFICATE_MESSAGES.teacherNotFound));
      else if (account.certified) results.push(refused(CERTIFICATE_MESSAGES.alreadyCertified));
      else {
        const row = await issueNumbered(c, auditActor(staff), account, "panel");
        if (row) results.push({ id, email: account.email, outcome: "issued" as const, number: row.number, reason: "" });
        else results.push(refused(CERTIFICATE_MESSAGES.numberTaken));
      }
    }
    return results;
  });
  return toWire(staffOperations.issueCertificates.response, { results });
}

export const staffCertificateRoutes = routes(staffOperations, {
  teachers: listTeachers,
  issueCertificate,
  revokeCertificate,
  importCertificates,
  issueCertificates,
});
