import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { getEvent, updateEvent } from "~/areas/congress/api/congress.server";
import { eventForm } from "~/areas/congress/event.form";
import { asErrorResponse } from "~/lib/api/errors.server";
import { readForm, saveForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";
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
  return saveForm(
    session,
    await readForm(request),
    eventForm,
    (event) => updateEvent(session, id, event),
    (saved) => ({ to: `/biuro/kongres/${id}`, success: `Zapisano miasto kongresu ${saved.name}.` }),
  );
}
