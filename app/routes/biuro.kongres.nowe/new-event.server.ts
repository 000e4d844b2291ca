import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { EVENT_FIELDS, EVENT_FORM, eventValidator } from "~/components/staff/congress-forms";
import { UpstreamError } from "~/lib/api/errors.server";
import { createEvent } from "~/lib/api/staff.server";
import { formRefused, readForm } from "~/lib/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { redirectWithSuccess } from "~/lib/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  return json(null, { headers: await session.commit() });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { session } = await requireStaff(request);
  const result = await eventValidator.validate(await readForm(request));
  if (result.error) return validationError({ ...result.error, formId: EVENT_FORM }, result.submittedData);
  let created;
  try {
    created = await createEvent(session, result.data);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return formRefused(session, error, result.submittedData, { formId: EVENT_FORM, fields: EVENT_FIELDS });
  }
  return redirectWithSuccess(`/biuro/kongres/${created.id}`, `Utworzono miasto kongresu ${created.name}.`, {
    headers: await session.commit(),
  });
}
