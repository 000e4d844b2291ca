import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { createEvent } from "~/areas/congress/api/congress.server";
import { EVENT_FIELDS, EVENT_FORM, eventValidator } from "~/areas/congress/event.form";
import { readForm, saveForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  return jsonWithSession(session, null);
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  const form = { id: EVENT_FORM, fields: EVENT_FIELDS, validator: eventValidator };
  return saveForm(
    session,
    await readForm(request),
    form,
    (event) => createEvent(session, event),
    (created) => ({ to: `/biuro/kongres/${created.id}`, success: `Utworzono miasto kongresu ${created.name}.` }),
  );
}
