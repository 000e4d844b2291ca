// The form while the application is the teacher's to fill in or correct, else a masked summary (SPEC §3, §4).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";

import { type ClubEnrollment, getClubEnrollment, saveClubEnrollment } from "~/areas/club/api/club.server";
import { summaryOf } from "~/areas/club/application-summary";
import {
  ACCEPTANCES,
  CLUB_FORM_FIELDS,
  CLUB_FORM_ID,
  CLUB_FORM_LABELS,
  clubFormSchema,
  CONSENT_FILE_MESSAGES,
} from "~/areas/club/club.form";
import { canTeacherEdit, CLUB_STATUS_NAMES, isSubmittedStatus } from "~/areas/club/club-status";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { appConfig } from "~/lib/config.server";
import { PRINCIPAL_CONSENT, SECRET_FIELDS } from "~/lib/contract/club";
import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import type { FormValues } from "~/lib/forms/form-failure";
import { submittedValues, upstreamFailureStatus, upstreamFieldErrors } from "~/lib/forms/forms.server";
import { readFormWithFiles, type RefusedFile } from "~/lib/forms/uploads.server";
import { requireUser } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import type { Session } from "~/lib/session.server";
import { isFileLike } from "~/lib/validation";

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
  // PESEL and account come in full only while the teacher may correct; otherwise masked, whatever is asked.
  const application = await getClubEnrollment(session, { forEditing: true }).catch(asErrorResponse);
  const maxKb = appConfig.uploadMaxKb;

  // No application yet: only then does the certificate matter.
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
  // Without JavaScript the answer is a new page, whose file input is empty again.
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
    // This form's create whose answer was lost: the API replays it for the submission key (014-submission-keys.md).
    if (await replayedCreate(session, formData)) return sent(session, true, status);
    return redirectWithToast(session, PAGE, { error: NOT_EDITABLE });
  }

  const creating = status === ClubEnrollmentStatus.empty;
  const lost = atFileField(
    fileLost,
    creating ? CONSENT_FILE_MESSAGES.chooseAgain : CONSENT_FILE_MESSAGES.chooseNewAgain,
  );
  const result = await withZod(clubFormSchema({ maxKb, fileRequired: creating })).validate(formData);
  // A file too big was left out of the form, so the schema did not see it.
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

async function sent(session: Session, created: boolean, status: ClubEnrollmentStatus) {
  const what = created ? "Wysłano zgłoszenie klubu." : "Wysłano poprawione zgłoszenie.";
  const statusName = isSubmittedStatus(status) ? ` Status: ${CLUB_STATUS_NAMES[status]}.` : "";
  return redirectWithToast(session, PAGE, { success: what + statusName });
}

/** Any other form (no key, another key, a correction) the API refuses: false. */
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

async function refused(session: Session, fieldErrors: Record<string, string>, values: FormValues, status = 400) {
  return validationError({ fieldErrors, formId: CLUB_FORM_ID }, values, { status, headers: await session.commit() });
}

/** Remix's fetch marks its requests; the browser's own post does not. */
function isDocumentPost(request: Request): boolean {
  return !new URL(request.url).searchParams.has("_data");
}

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

const camelCased = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A value the API could only mask is left blank, to be typed again. */
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
