import type { z } from "zod";

import {
  clubEnrollmentFields,
  clubEnrollmentRecord,
  ClubEnrollmentStatus,
  clubEnrollmentUpdateBody,
  clubOperations,
  fromWire,
  hasEmploymentContract,
  LIMITED_CONTRACT_PERIOD,
  PRINCIPAL_CONSENT,
  SECRET_FIELDS,
  toWire,
} from "../../../app/lib/contract";
import { recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import {
  type ClubEnrollmentRow,
  deleteUploadedFile,
  findEnrollment,
  findEnrollmentWithConsent,
  findUploadedFile,
  hasCertificate,
  insertEnrollment,
  placeInVerificationQueue,
  storeUploadedFile,
  updateEnrollmentWhileStatus,
  type UploadedFileInfo,
} from "../../db/club";
import { peselColumns } from "../../db/pesel-search";
import { isUniqueViolation } from "../../db/users";
import {
  canTeacherCreate,
  canTeacherUpdate,
  CLUB_ENROLLMENT_MESSAGES,
  STATUS_AFTER_TEACHER_SAVE,
} from "../../domain/club-enrollment";
import { log } from "../../log";
import { clubReceivedMail } from "../../mail/templates";
import { decryptField, encryptField, maskSecret } from "../../security/encryption";
import { type ApiContext, requireUser, type User } from "../context";
import { nonFieldError, notFound } from "../http/errors";
import { routes, withStatus } from "../http/route";
import { contentDisposition, isUploadedFile, readUpload } from "../http/uploads";
import { parseWith, readObjectBody } from "../http/validation";

type ClubForm = z.output<typeof clubEnrollmentUpdateBody>;

/** PESEL and bank account masked, except for the owner's own edit form while they may correct. */
export function enrollmentView(
  row: ClubEnrollmentRow,
  file: UploadedFileInfo | undefined,
  key: Buffer,
  { revealSecrets = false } = {},
) {
  const secret = revealSecrets
    ? (stored: string) => openedSecret(stored, key)
    : (stored: string) => maskedSecret(stored, key);
  return {
    ...row,
    status: row.status as ClubEnrollmentStatus,
    submittedAt: row.submittedAt.toISOString(),
    userPesel: secret(row.userPeselEncrypted),
    userBankAccount: secret(row.userBankAccountEncrypted),
    schoolsPrincipalConsent: file ? { ...file, name: file.filename, url: `/pl/api/awf/files/${file.id}/` } : null,
  };
}

export function enrollmentJson(...view: Parameters<typeof enrollmentView>) {
  return toWire(clubEnrollmentRecord, enrollmentView(...view));
}

/** A value a rotated key cannot open shows fully hidden rather than failing the page. */
function maskedSecret(stored: string, key: Buffer): string {
  try {
    return maskSecret(decryptField(stored, key));
  } catch {
    log.warn("an encrypted field could not be decrypted: is DATA_ENCRYPTION_KEY the one it was saved with?");
    return "********";
  }
}

function openedSecret(stored: string, key: Buffer): string {
  try {
    return decryptField(stored, key);
  } catch {
    return maskedSecret(stored, key);
  }
}

function columnsOf(form: ClubForm, key: Buffer) {
  // The consent file is stored on its own.
  const {
    userPesel,
    userBankAccount,
    schoolsPrincipalConsent: _file,
    ...fields
  } = fromWire(clubEnrollmentUpdateBody, form);
  return {
    ...fields,
    userSecondName: fields.userSecondName ?? "",
    userFamilyName: fields.userFamilyName ?? "",
    ...(userPesel ? peselColumns(userPesel, key) : {}),
    userEmail: fields.userEmail.toLowerCase(),
    userApartmentNumber: fields.userApartmentNumber ?? "",
    ...(userBankAccount ? { userBankAccountEncrypted: encryptField(userBankAccount, key) } : {}),
    ...employmentColumns(form),
  };
}

/** A form without JavaScript shows every field, so what does not apply is dropped here. */
function employmentColumns(form: ClubForm) {
  const contract = hasEmploymentContract(form.user_employment_form);
  const period = contract ? (form.user_contract_period ?? "") : "";
  return {
    userEmploymentForm: form.user_employment_form,
    userContractPeriod: period,
    userLimitedPeriodEndDate: period === LIMITED_CONTRACT_PERIOD ? (form.user_limited_period_end_date ?? null) : null,
    userRemuneration: contract ? (form.user_remuneration ?? "") : "",
  };
}

/** The masked text sent back unchanged means "keep it". */
function withoutMaskedSecrets(body: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...body };
  for (const field of SECRET_FIELDS)
    if (typeof copy[field] === "string" && (copy[field] as string).includes("*")) delete copy[field];
  return copy;
}

async function consentFile(owner: User, value: unknown, maxKb: number) {
  return { ownerId: owner.id, ...(await readUpload(value, PRINCIPAL_CONSENT, maxKb)) };
}

type ConsentFile = Awaited<ReturnType<typeof consentFile>>;

function storedInfo(id: string, file: ConsentFile): UploadedFileInfo {
  return { id, filename: file.filename, size: file.data.length, contentType: file.contentType };
}

async function showEnrollment(c: ApiContext) {
  const user = requireUser(c);
  const found = await findEnrollmentWithConsent(c.get("db"), user.id);
  if (!found) return { status: ClubEnrollmentStatus.empty };
  const { row, consent } = found;
  const revealSecrets = c.req.query("do_edycji") === "1" && canTeacherUpdate(row.status as ClubEnrollmentStatus);
  return enrollmentJson(row, consent, c.get("deps").config.dataEncryptionKey, { revealSecrets });
}

async function createEnrollment(c: ApiContext, user: User, body: Record<string, unknown>) {
  const db = c.get("db");
  const { config } = c.get("deps");
  const form = parseWith(clubOperations.create.body, body);
  if (!(await hasCertificate(db, user.id))) throw nonFieldError(CLUB_ENROLLMENT_MESSAGES.certificateRequired);
  const file = await consentFile(user, body[PRINCIPAL_CONSENT], config.uploadMaxKb);
  const columns = columnsOf(form, config.dataEncryptionKey);
  try {
    // No consent is kept without its application.
    const { row, consent } = await db.transaction(async (tx) => {
      const consent = storedInfo(await storeUploadedFile(tx, file), file);
      const row = await insertEnrollment(tx, {
        ...columns,
        userId: user.id,
        status: STATUS_AFTER_TEACHER_SAVE,
        userPeselEncrypted: columns.userPeselEncrypted!,
        userBankAccountEncrypted: columns.userBankAccountEncrypted!,
        schoolsPrincipalConsentFileId: consent.id,
      });
      await mailReceipt(c, tx, user, row, { again: false });
      return { row, consent };
    });
    return withStatus(enrollmentJson(row, consent, config.dataEncryptionKey), 201);
  } catch (error) {
    if (isUniqueViolation(error)) throw nonFieldError(CLUB_ENROLLMENT_MESSAGES.alreadySubmitted);
    throw error;
  }
}

async function postEnrollment(c: ApiContext) {
  const user = requireUser(c);
  const body = await readObjectBody(c);
  const existing = await findEnrollment(c.get("db"), user.id);
  if (existing && !canTeacherCreate(existing.status as ClubEnrollmentStatus))
    throw nonFieldError(CLUB_ENROLLMENT_MESSAGES.alreadySubmitted);
  return createEnrollment(c, user, body);
}

async function putEnrollment(c: ApiContext) {
  const user = requireUser(c);
  const db = c.get("db");
  const { config } = c.get("deps");
  const body = withoutMaskedSecrets(await readObjectBody(c));
  const found = await findEnrollmentWithConsent(db, user.id);
  // SPEC §4: saving with an empty status creates.
  if (!found) return createEnrollment(c, user, body);
  const { row: existing } = found;
  if (!canTeacherUpdate(existing.status as ClubEnrollmentStatus))
    throw nonFieldError(CLUB_ENROLLMENT_MESSAGES.notEditable);
  const form = parseWith(clubOperations.update.body, body);
  const file = isUploadedFile(body[PRINCIPAL_CONSENT])
    ? await consentFile(user, body[PRINCIPAL_CONSENT], config.uploadMaxKb)
    : null;
  const replaced = file ? existing.schoolsPrincipalConsentFileId : null;
  const { row, consent } = await db.transaction(async (tx) => {
    const consent = file ? storedInfo(await storeUploadedFile(tx, file), file) : found.consent;
    // A staff decision made meanwhile wins.
    const updated = await updateEnrollmentWhileStatus(tx, existing.id, existing.status, {
      ...columnsOf(form, config.dataEncryptionKey),
      status: STATUS_AFTER_TEACHER_SAVE,
      schoolsPrincipalConsentFileId: consent?.id ?? existing.schoolsPrincipalConsentFileId,
    });
    // Thrown inside, so that the new file goes too.
    if (!updated) throw nonFieldError(CLUB_ENROLLMENT_MESSAGES.notEditable);
    if (replaced) await deleteUploadedFile(tx, replaced);
    await recordAudit(tx, {
      actorUserId: user.id,
      actorLabel: user.email,
      action: "club-application.resubmit",
      subjectType: "club-application",
      subjectId: updated.id,
      after: { changes: changesOf(existing, updated, config.dataEncryptionKey, file !== null) },
    });
    await mailReceipt(c, tx, user, updated, { again: true });
    return { row: updated, consent };
  });
  return enrollmentJson(row, consent, config.dataEncryptionKey);
}

/** Only that a PESEL, account number or file changed, never their values. */
function changesOf(before: ClubEnrollmentRow, after: ClubEnrollmentRow, key: Buffer, newFile: boolean) {
  const [was, is] = [before, after].map(
    (row) => enrollmentJson(row, undefined, key, { revealSecrets: true }) as Record<string, unknown>,
  );
  const changes: { field: string; before?: unknown; after?: unknown }[] = [];
  for (const field of Object.keys(clubEnrollmentFields)) {
    if (JSON.stringify(was[field] ?? null) === JSON.stringify(is[field] ?? null)) continue;
    const secret = (SECRET_FIELDS as readonly string[]).includes(field);
    changes.push(secret ? { field } : { field, before: was[field] ?? null, after: is[field] ?? null });
  }
  if (newFile) changes.push({ field: PRINCIPAL_CONSENT });
  return changes;
}

async function mailReceipt(
  c: ApiContext,
  tx: Database,
  user: User,
  row: ClubEnrollmentRow,
  { again }: { again: boolean },
) {
  const { config, mail } = c.get("deps");
  const place = await placeInVerificationQueue(tx, row.arrival);
  await mail.queue(
    tx,
    clubReceivedMail({
      to: user.email,
      firstname: row.userFirstName,
      place,
      again,
      accountUrl: `${config.publicUrl}/konto`,
    }),
  );
}

async function downloadFile(c: ApiContext) {
  const user = requireUser(c);
  const id = c.req.param("id") ?? "";
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound();
  const file = await findUploadedFile(c.get("db"), id.toLowerCase());
  // Only in a session confirmed with the second factor.
  const office = user.isStaff && c.get("secondFactorConfirmed");
  if (!file || (file.ownerId !== user.id && !office)) throw notFound();
  return c.body(new Uint8Array(file.data), 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(file.filename),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
}

// The one form with a file has its own body limit (server/api/index.ts).
export const clubRoutes = routes(clubOperations, {
  show: showEnrollment,
  create: postEnrollment,
  update: putEnrollment,
});

export const fileRoutes = routes(clubOperations, { downloadFile });
