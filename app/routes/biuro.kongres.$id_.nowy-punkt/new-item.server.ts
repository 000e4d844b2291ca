import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { agendaItemForm } from "~/areas/congress/agenda-item.form";
import { createAgendaItem, getEvent } from "~/areas/congress/api/congress.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { readForm, saveForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";
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
  return saveForm(
    session,
    formData,
    agendaItemForm,
    (item) => createAgendaItem(session, id, { ...item, sign_up_enabled: isChecked(formData.get("sign_up_enabled")) }),
    (created) => ({ to: `/biuro/punkty/${created.id}`, success: `Dodano punkt programu ${created.name}.` }),
  );
}
