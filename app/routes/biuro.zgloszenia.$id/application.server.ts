import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import { summaryOf } from "~/areas/club/application-summary";
import { CLUB_STATUS_NAMES, type SubmittedStatus } from "~/areas/club/club-status";
import {
  changeApplicationStatus,
  getApplication,
  recordAgreement,
  revealSecrets,
} from "~/areas/staff/api/staff.server";
import { applicationConversation } from "~/areas/staff/application-conversation";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { isToldOnForm, readForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import { numberParam } from "~/lib/route-params";
import type { Session } from "~/lib/session.server";
import { formatBankAccount } from "~/lib/validation/bank-account";

export const STAFF_FORM_MESSAGES = {
  reasonRequired: "Podaj powód wglądu – zapisujemy go w dzienniku.",
  statusRequired: "Wybierz nowy status.",
  agreementSaved: "Zapisano datę podpisania umowy.",
} as const;

/** /biuro/zgloszenia/{id}: one application with every field (PESEL and account masked), its conversation with the teacher, history and decisions. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const id = numberParam(params, "id");
  // None by this number: the API answers 404, and the page is the 404 page.
  const found = await getApplication(session, id).catch(asErrorResponse);
  const file = found.application.schoolsPrincipalConsent;
  const status = found.application.status as SubmittedStatus;
  return jsonWithSession(session, {
    id,
    arrival: found.arrival,
    firstSubmittedAt: found.firstSubmittedAt,
    correctedAt: found.correctedAt,
    status,
    conversation: applicationConversation({ ...found, status }),
    schoolName: found.application.schoolName,
    teacher: found.teacher,
    agreementDateSigned: found.agreementDateSigned,
    sections: summaryOf(found.application),
    file: file ? { id: file.id, name: file.name } : null,
    nextStatuses: found.nextStatuses.map((status) => ({
      value: String(status),
      label: CLUB_STATUS_NAMES[status as SubmittedStatus],
    })),
    history: found.history,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  const id = numberParam(params, "id");
  const form = await readForm(request);
  const page = `/biuro/zgloszenia/${id}`;
  const text = (name: string) => String(form.get(name) ?? "").trim();

  if (form.get("intent") === "reveal") {
    const reason = text("reason");
    if (!reason) return json({ revealError: STAFF_FORM_MESSAGES.reasonRequired, reason }, { status: 400 });
    try {
      const revealed = await revealSecrets(session, id, reason);
      // Shown once, in this answer only: never stored in the page's address, a cookie or the session.
      return jsonWithSession(session, {
        revealed: { ...revealed, userBankAccount: formatBankAccount(revealed.userBankAccount) },
      });
    } catch (error) {
      if (!isToldOnForm(error, [])) return asErrorResponse(error);
      return failedOnForm(session, error, { form: "reveal", reason });
    }
  }

  if (form.get("intent") === "agreement") {
    const date = text("date");
    try {
      await recordAgreement(session, id, date);
    } catch (error) {
      if (!isToldOnForm(error)) return asErrorResponse(error);
      if (error.status >= 500) return failedOnForm(session, error, { form: "agreement", date });
      const message = error.fieldErrors.date?.[0] ?? error.message;
      return json({ agreementError: message, date }, { status: 400 });
    }
    return redirectWithToast(session, page, { success: STAFF_FORM_MESSAGES.agreementSaved });
  }

  const status = text("status");
  const note = text("note");
  if (!/^[0-4]$/.test(status)) {
    const decisionErrors: Record<string, string> = { status: STAFF_FORM_MESSAGES.statusRequired };
    return json({ decisionErrors, note }, { status: 400 });
  }
  try {
    await changeApplicationStatus(session, id, { status: Number(status), note });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 409) throw await redirectWithToast(session, page, { error: error.message });
    if (error.status >= 500) return failedOnForm(session, error, { form: "decision", note, status });
    if (error.status !== 400) return asErrorResponse(error);
    const decisionErrors: Record<string, string> = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? error.message]),
    );
    return json({ decisionErrors, note }, { status: 400 });
  }
  return redirectWithToast(session, page, {
    success: `Zmieniono status zgłoszenia na „${CLUB_STATUS_NAMES[Number(status) as SubmittedStatus]}”.`,
  });
}

/** The server failed to save one of the page's forms: said on that form, with what was typed in it. */
async function failedOnForm(
  session: Session,
  error: UpstreamError,
  typed: { form: "reveal" | "decision" | "agreement"; reason?: string; note?: string; status?: string; date?: string },
) {
  const { form, ...values } = typed;
  return jsonWithSession(session, { failed: { form, message: error.message }, ...values }, { status: error.status });
}
