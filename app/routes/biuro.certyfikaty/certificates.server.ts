import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import {
  importCertificates,
  issueCertificate,
  issueCertificatesTo,
  revokeCertificate,
  searchTeachers,
} from "~/areas/staff/api/staff.server";
import { certificatesSummary, selectedIds, summaryToast } from "~/areas/staff/bulk-summary";
import { emailsInCsv } from "~/areas/staff/certificate-import";
import { nameSearchOf } from "~/areas/staff/list-query";
import { asErrorResponse } from "~/lib/api/errors.server";
import { CERTIFICATE_IMPORT_MAX } from "~/lib/contract/staff";
import { isToldOnForm } from "~/lib/forms/forms.server";
import { readFormWithFiles } from "~/lib/forms/uploads.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithRefusal, redirectWithToast } from "~/lib/responses.server";

const LIST_MAX_KB = 1024;

export const CERTIFICATE_FORM_MESSAGES = {
  numberRequired: "Podaj numer certyfikatu.",
  fileRequired: "Wybierz plik CSV z adresami e-mail.",
  fileTooBig: `Plik jest za duży (najwyżej ${LIST_MAX_KB} KB).`,
  noEmails: "W pliku nie ma adresów e-mail.",
  tooManyEmails: `W jednym pliku może być najwyżej ${CERTIFICATE_IMPORT_MAX} adresów.`,
} as const;

const PAGE = "/biuro/certyfikaty";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const { query, order, search } = nameSearchOf(new URL(request.url).searchParams);
  const teachers = search ? await searchTeachers(session, search).catch(asErrorResponse) : null;
  return jsonWithSession(session, { query, order, teachers });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  const { formData, tooBig } = await readFormWithFiles(request, { fileFields: ["lista"], maxKb: LIST_MAX_KB });
  const back = (query: string) => (query ? `${PAGE}?${new URLSearchParams({ szukaj: query })}` : PAGE);
  const query = String(formData.get("szukaj") ?? "").trim();
  const intent = formData.get("intent");

  if (intent === "import") {
    if (tooBig.length > 0) return json({ importError: CERTIFICATE_FORM_MESSAGES.fileTooBig }, { status: 400 });
    const file = formData.get("lista");
    if (!(file instanceof File) || file.size === 0) {
      return json({ importError: CERTIFICATE_FORM_MESSAGES.fileRequired }, { status: 400 });
    }
    const emails = emailsInCsv(await file.text());
    if (emails.length === 0) return json({ importError: CERTIFICATE_FORM_MESSAGES.noEmails }, { status: 400 });
    if (emails.length > CERTIFICATE_IMPORT_MAX) {
      return json({ importError: CERTIFICATE_FORM_MESSAGES.tooManyEmails }, { status: 400 });
    }
    try {
      const report = await importCertificates(session, emails);
      return jsonWithSession(session, { report });
    } catch (error) {
      if (!isToldOnForm(error, [])) return asErrorResponse(error);
      return jsonWithSession(session, { importFailed: error.message }, { status: error.status });
    }
  }

  if (intent === "issue-selected") {
    const ids = selectedIds(formData);
    try {
      const { results } = await issueCertificatesTo(session, ids);
      return redirectWithToast(session, back(query), summaryToast(certificatesSummary(results), results));
    } catch (error) {
      if (!isToldOnForm(error, [])) return redirectWithRefusal(session, back(query), error);
      const selectionFailed = { message: error.message, selected: ids.map(String) };
      return jsonWithSession(session, { selectionFailed }, { status: error.status });
    }
  }

  const id = Number(formData.get("id"));
  if (!Number.isInteger(id) || id < 1) throw new Response("Bad Request", { status: 400 });

  if (intent === "revoke") {
    const revoked = await revokeCertificate(session, id).catch(asErrorResponse);
    return redirectWithToast(session, back(query), { success: `Cofnięto certyfikat nr ${revoked.number}.` });
  }

  const number = String(formData.get("number") ?? "").trim();
  if (!number)
    return json({ issueError: { teacher: id, message: CERTIFICATE_FORM_MESSAGES.numberRequired } }, { status: 400 });
  try {
    await issueCertificate(session, id, number);
  } catch (error) {
    if (!isToldOnForm(error)) return asErrorResponse(error);
    if (error.status >= 500) {
      const failed = { teacher: id, message: error.message, number };
      return jsonWithSession(session, { issueFailed: failed }, { status: error.status });
    }
    const message = error.fieldErrors.number?.[0] ?? error.message;
    return json({ issueError: { teacher: id, message } }, { status: 400 });
  }
  return redirectWithToast(session, back(query), { success: `Wydano certyfikat nr ${number}.` });
}
