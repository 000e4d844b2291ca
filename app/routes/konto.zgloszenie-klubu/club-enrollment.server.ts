// The club application screen's loader and action (SPEC §3, §4): the form
// while the application is the teacher's to fill in or correct, otherwise a
// read-only summary with PESEL and account number masked.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";

import { getClubEnrollment, saveClubEnrollment, type ClubEnrollment } from "~/areas/club/api/club.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { canTeacherEdit, CLUB_STATUS_NAMES, isSubmittedStatus } from "~/areas/club/club-status";
import { appConfig } from "~/lib/config.server";
import { PRINCIPAL_CONSENT, SECRET_FIELDS } from "~/lib/contract/club";
import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { summaryOf } from "~/areas/club/application-summary";
import type { FormValues } from "~/lib/forms/form-failure";
import { submittedValues, upstreamFieldErrors, upstreamFailureStatus } from "~/lib/forms/forms.server";
import { requireUser } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import type { Session } from "~/lib/session.server";
import { readFormWithFiles, type RefusedFile } from "~/lib/forms/uploads.server";
import { isFileLike } from "~/lib/validation";

import {
  ACCEPTANCES,
  CLUB_FORM_FIELDS,
  CLUB_FORM_ID,
  CLUB_FORM_LABELS,
  clubFormSchema,
  CONSENT_FILE_MESSAGES,
} from "~/areas/club/club.form";

const PAGE = "/konto/zgloszenie-klubu";

const NOT_EDITABLE = "Zgłoszenia nie można teraz zmienić: biuro programu już je rozpatruje lub rozpatrzyło.";

const CHECKBOX_FIELDS: readonly string[] = [...ACCEPTANCES.map(({ name }) => name), "absence_in_krk_declaration"];

export interface SavedFile {
  id: string;
  name: string;
  size: number;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, profile } = await requireUser(request);
  // The API sends PESEL and the account number in full only while the
  // application is the teacher's to correct; otherwise masked, whatever is asked.
  const application = await getClubEnrollment(session, { forEditing: true }).catch(asErrorResponse);
  const maxKb = appConfig.uploadMaxKb;

  // No application yet: the API answers {status: -1} alone. Only then does the certificate matter.
  if (!("id" in application)) {
    const setup = await session.setup();
    if (!setup.hasCertificate) return jsonWithSession(session, { view: "no-certificate" as const });
    const kept = await session.takeKeptForm();
    return jsonWithSession(session, {
      view: "form" as const,
      status: ClubEnrollmentStatus.empty,
      staffNote: "",
      submittedAt: null,
      savedFile: null,
      maxKb,
      restored: kept !== null,
      defaults: kept ?? {
        // What the account already knows, for the teacher to check.
        user_first_name: profile.firstname,
        user_last_name: profile.lastname,
        user_email: profile.email,
        user_phone: profile.phone,
        user_postal_code: profile.postalCode,
        user_city: profile.city,
      },
    });
  }

  const enrollment = application;
  const common = {
    status: enrollment.status,
    staffNote: enrollment.staffNote,
    submittedAt: enrollment.submittedAt,
    savedFile: savedFileOf(enrollment),
  };
  if (canTeacherEdit(enrollment.status)) {
    const kept = await session.takeKeptForm();
    return jsonWithSession(session, {
      view: "form" as const,
      ...common,
      maxKb,
      restored: kept !== null,
      defaults: kept ?? formValuesOf(enrollment),
    });
  }
  return jsonWithSession(session, { view: "summary" as const, ...common, sections: summaryOf(enrollment) });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireUser(request, { restoresFields: CLUB_FORM_FIELDS });
  const maxKb = appConfig.uploadMaxKb;
  const { formData, tooBig } = await readFormWithFiles(request, { fileFields: [PRINCIPAL_CONSENT], maxKb });
  const values = submittedValues(formData);
  // A post without JavaScript is answered with a new page, whose file input is empty again;
  // with JavaScript (a Remix data request) the chosen file stays in the form.
  const fileLost = isDocumentPost(request) && hasChosenFile(formData);

  let status: ClubEnrollmentStatus;
  try {
    status = (await getClubEnrollment(session)).status;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const fieldErrors = upstreamFieldErrors(error, { fields: [] });
    const lost = atFileField(fileLost, CONSENT_FILE_MESSAGES.chooseAgain);
    return refused(session, { ...lost, ...fieldErrors }, values, upstreamFailureStatus(error));
  }
  if (!canTeacherEdit(status)) {
    // The application this very form sent, whose answer was lost (the teacher sends it again): the API
    // gives its first answer again for the form's submission key. Any other form is too late.
    // The page then tells the application's status now, which the office may have changed since.
    if (await replayedCreate(session, formData)) return sent(session, true, status);
    return redirectWithToast(session, PAGE, { error: NOT_EDITABLE });
  }

  const creating = status === ClubEnrollmentStatus.empty;
  const lost = atFileField(
    fileLost,
    creating ? CONSENT_FILE_MESSAGES.chooseAgain : CONSENT_FILE_MESSAGES.chooseNewAgain,
  );
  const result = await withZod(clubFormSchema({ maxKb, fileRequired: creating })).validate(formData);
  // A file too big was left out of the form, so the schema did not see it: its own message says why.
  const fieldErrors = { ...result.error?.fieldErrors, ...tooBigMessages(tooBig, maxKb) };
  if (Object.keys(fieldErrors).length > 0) return refused(session, { ...lost, ...fieldErrors }, values);

  try {
    const saved = await saveClubEnrollment(session, status, formData);
    return sent(session, creating, saved.status);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const upstreamErrors = upstreamFieldErrors(error, { fields: Object.keys(CLUB_FORM_LABELS) });
    return refused(session, { ...lost, ...upstreamErrors }, values, upstreamFailureStatus(error));
  }
}

/** The application is sent: the page says so, with its status. */
async function sent(session: Session, created: boolean, status: ClubEnrollmentStatus) {
  const what = created ? "Wysłano zgłoszenie klubu." : "Wysłano poprawione zgłoszenie.";
  const statusName = isSubmittedStatus(status) ? ` Status: ${CLUB_STATUS_NAMES[status]}.` : "";
  return redirectWithToast(session, PAGE, { success: what + statusName });
}

/**
 * Whether this form is the one that created the stored application: the API
 * replays a create's first answer for its Idempotency-Key (the same fields
 * and file, the same teacher). Any other form (no key, another key, a
 * correction) it refuses: false.
 */
async function replayedCreate(session: Session, formData: FormData): Promise<boolean> {
  if (!formData.get("submission_key")) return false;
  try {
    await saveClubEnrollment(session, ClubEnrollmentStatus.empty, formData);
    return true;
  } catch (error) {
    if (error instanceof UpstreamError) return false;
    throw error;
  }
}

/** The form again, with each error at its field and everything typed (never a file). */
async function refused(session: Session, fieldErrors: Record<string, string>, values: FormValues, status = 400) {
  return validationError({ fieldErrors, formId: CLUB_FORM_ID }, values, { status, headers: await session.commit() });
}

/** A form posted by the browser itself (no JavaScript), rather than by Remix's fetch, which marks its requests. */
function isDocumentPost(request: Request): boolean {
  return !new URL(request.url).searchParams.has("_data");
}

/** A message at the file's field when `when` holds; nothing otherwise. */
function atFileField(when: boolean, message: string): Record<string, string> {
  return when ? { [PRINCIPAL_CONSENT]: message } : {};
}

function hasChosenFile(formData: FormData): boolean {
  const file = formData.get(PRINCIPAL_CONSENT);
  return isFileLike(file) && file.size > 0;
}

function tooBigMessages(files: readonly RefusedFile[], maxKb: number): Record<string, string> {
  return Object.fromEntries(
    files.map((file) => [file.field, CONSENT_FILE_MESSAGES.tooBig(file.name, file.size, maxKb)]),
  );
}

function savedFileOf(enrollment: ClubEnrollment): SavedFile | null {
  const file = enrollment.schoolsPrincipalConsent;
  return file ? { id: file.id, name: file.name, size: file.size } : null;
}

/** "user_limited_period_end_date" as the client's answers name it: "userLimitedPeriodEndDate". */
const camelCased = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The stored application as the form's values: ticked boxes, and the text of
 * every other field. PESEL and account number come in full for a correction;
 * one the API could only mask is left blank, to be typed again.
 */
function formValuesOf(enrollment: ClubEnrollment): Record<string, string | true> {
  const stored = enrollment as unknown as Record<string, unknown>;
  const values: Record<string, string | true> = {};
  for (const name of CLUB_FORM_FIELDS) {
    const value = stored[camelCased(name)];
    if (CHECKBOX_FIELDS.includes(name)) {
      if (value === true) values[name] = true;
    } else if (typeof value === "string" && !(isSecretField(name) && value.includes("*"))) {
      values[name] = value;
    }
  }
  return values;
}

function isSecretField(name: string): boolean {
  return (SECRET_FIELDS as readonly string[]).includes(name);
}
