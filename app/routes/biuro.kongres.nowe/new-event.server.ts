import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { createEvent } from "~/areas/congress/api/congress.server";
import { EVENT_FIELDS, EVENT_FORM, eventValidator } from "~/areas/congress/event.form";
import { formRefused, readForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  return jsonWithSession(session, null);
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  const result = await eventValidator.validate(await readForm(request));
  if (result.error) return validationError({ ...result.error, formId: EVENT_FORM }, result.submittedData);
  let created;
  try {
    created = await createEvent(session, result.data);
  } catch (error) {
    return formRefused(session, error, result.submittedData, { formId: EVENT_FORM, fields: EVENT_FIELDS });
  }
  return redirectWithToast(session, `/biuro/kongres/${created.id}`, {
    success: `Utworzono miasto kongresu ${created.name}.`,
  });
}
