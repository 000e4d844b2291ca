import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { createEvent } from "~/areas/congress/api/congress.server";
import { eventForm } from "~/areas/congress/event.form";
import { readForm, saveForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  return jsonWithSession(session, null);
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  return saveForm(
    session,
    await readForm(request),
    eventForm,
    (event) => createEvent(session, event),
    (created) => ({ to: `/biuro/kongres/${created.id}`, success: `Utworzono miasto kongresu ${created.name}.` }),
  );
}
