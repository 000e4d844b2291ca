import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { AGENDA_ITEM_FIELDS, AGENDA_ITEM_FORM, agendaItemValidator } from "~/areas/congress/agenda-item.form";
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
  const form = { id: AGENDA_ITEM_FORM, fields: AGENDA_ITEM_FIELDS, validator: agendaItemValidator };
  return saveForm(
    session,
    formData,
    form,
    (item) => createAgendaItem(session, id, { ...item, sign_up_enabled: isChecked(formData.get("sign_up_enabled")) }),
    (created) => ({ to: `/biuro/punkty/${created.id}`, success: `Dodano punkt programu ${created.name}.` }),
  );
}
