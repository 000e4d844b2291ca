import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { AGENDA_ITEM_FIELDS, AGENDA_ITEM_FORM, agendaItemValidator } from "~/areas/congress/agenda-item.form";
import { createAgendaItem, getEvent } from "~/areas/congress/api/congress.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { formRefused, isToldOnForm, readForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import { numberParam } from "~/lib/route-params";
import { isChecked } from "~/lib/validation";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = numberParam(params, "id");
  const { session } = await requireStaff(request);
  const event = await getEvent(session, id).catch(asErrorResponse);
  return jsonWithSession(session, { event: { id: event.id, name: event.name } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = numberParam(params, "id");
  const { session } = await requireStaff(request);
  const formData = await readForm(request);
  const result = await agendaItemValidator.validate(formData);
  if (result.error) return validationError({ ...result.error, formId: AGENDA_ITEM_FORM }, result.submittedData);
  let created;
  try {
    created = await createAgendaItem(session, id, {
      ...result.data,
      sign_up_enabled: isChecked(formData.get("sign_up_enabled")),
    });
  } catch (error) {
    if (!isToldOnForm(error)) return asErrorResponse(error);
    return formRefused(session, error, result.submittedData, { formId: AGENDA_ITEM_FORM, fields: AGENDA_ITEM_FIELDS });
  }
  return redirectWithToast(session, `/biuro/punkty/${created.id}`, {
    success: `Dodano punkt programu ${created.name}.`,
  });
}
