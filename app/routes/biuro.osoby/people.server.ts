import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import {
  createStaffAccount,
  searchPeople,
  sendFirstPasswordLink,
  setAccountActive,
} from "~/areas/staff/api/staff.server";
import { nameSearchOf } from "~/areas/staff/list-query";
import { STAFF_ACCOUNT_FIELDS, STAFF_ACCOUNT_FORM, staffAccountValidator } from "~/areas/staff/staff-account.form";
import { asErrorResponse } from "~/lib/api/errors.server";
import { formRefused, isToldOnForm, readForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";

const PAGE = "/biuro/osoby";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, profile } = await requireStaff(request);
  const { query, order, search } = nameSearchOf(new URL(request.url).searchParams);
  const people = search ? await searchPeople(session, search).catch(asErrorResponse) : null;
  return jsonWithSession(session, { query, order, people, ownEmail: profile.email });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "create") {
    const result = await staffAccountValidator.validate(formData);
    if (result.error) return validationError({ ...result.error, formId: STAFF_ACCOUNT_FORM }, result.submittedData);
    let created;
    try {
      created = await createStaffAccount(session, result.data, request);
    } catch (error) {
      if (!isToldOnForm(error)) return asErrorResponse(error);
      return formRefused(session, error, result.submittedData, {
        formId: STAFF_ACCOUNT_FORM,
        fields: STAFF_ACCOUNT_FIELDS,
      });
    }
    return redirectWithToast(session, `${PAGE}?${new URLSearchParams({ szukaj: created.email })}`, {
      success: `Utworzono konto biura ${created.email}. Wysłaliśmy na ten adres link do ustawienia hasła.`,
    });
  }

  const id = Number(formData.get("id"));
  if (!Number.isInteger(id) || id < 1 || !["link", "disable", "enable"].includes(String(intent))) {
    throw new Response("Bad Request", { status: 400 });
  }
  const query = String(formData.get("szukaj") ?? "").trim();
  const back = query ? `${PAGE}?${new URLSearchParams({ szukaj: query })}` : PAGE;
  try {
    const person =
      intent === "link"
        ? await sendFirstPasswordLink(session, id, request)
        : await setAccountActive(session, id, intent === "enable");
    const done =
      intent === "link"
        ? `Wysłano link do ustawienia hasła na ${person.email}.`
        : intent === "enable"
          ? `Odblokowano konto ${person.email}.`
          : `Zablokowano konto ${person.email}. Jego sesje zostały zakończone.`;
    return redirectWithToast(session, back, { success: done });
  } catch (error) {
    if (!isToldOnForm(error)) return asErrorResponse(error);
    return redirectWithToast(session, back, { error: error.message });
  }
}
