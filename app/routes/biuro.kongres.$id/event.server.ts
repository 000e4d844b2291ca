import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { getEvent, updateEvent } from "~/areas/congress/api/congress.server";
import { EVENT_FIELDS, EVENT_FORM, eventValidator } from "~/areas/congress/event.form";
import { asErrorResponse } from "~/lib/api/errors.server";
import { formRefused, isToldOnForm, readForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import { numberParam } from "~/lib/route-params";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = numberParam(params, "id");
  const { session } = await requireStaff(request);
  const event = await getEvent(session, id).catch(asErrorResponse);
  return jsonWithSession(session, { event });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = numberParam(params, "id");
  const { session } = await requireStaff(request);
  const result = await eventValidator.validate(await readForm(request));
  if (result.error) return validationError({ ...result.error, formId: EVENT_FORM }, result.submittedData);
  let saved;
  try {
    saved = await updateEvent(session, id, result.data);
  } catch (error) {
    if (!isToldOnForm(error)) return asErrorResponse(error);
    return formRefused(session, error, result.submittedData, { formId: EVENT_FORM, fields: EVENT_FIELDS });
  }
  return redirectWithToast(session, `/biuro/kongres/${id}`, { success: `Zapisano miasto kongresu ${saved.name}.` });
}
