import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { agendaItemForm } from "~/areas/congress/agenda-item.form";
import { getAgendaItem, setAgendaItemExperts, updateAgendaItem } from "~/areas/congress/api/congress.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { EXPERT_ROLES } from "~/lib/contract/constants";
import { isToldOnForm, readForm, saveForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import { numberParam } from "~/lib/route-params";
import { isChecked } from "~/lib/validation";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = numberParam(params, "id");
  const { session } = await requireStaff(request);
  const item = await getAgendaItem(session, id).catch(asErrorResponse);
  return jsonWithSession(session, { item });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = numberParam(params, "id");
  const { session } = await requireStaff(request);
  const formData = await readForm(request);
  const page = `/biuro/punkty/${id}`;
  const intent = formData.get("intent");

  if (intent === "details") {
    const signUp = isChecked(formData.get("sign_up_enabled"));
    return saveForm(
      session,
      formData,
      agendaItemForm,
      (item) => updateAgendaItem(session, id, { ...item, sign_up_enabled: signUp }),
      (saved) => ({ to: page, success: `Zapisano punkt programu ${saved.name}.` }),
    );
  }

  if (intent !== "add-expert" && intent !== "remove-expert") throw new Response("Bad Request", { status: 400 });
  const expertId = Number(formData.get("expert"));
  const role = String(formData.get("role") ?? "speaker");
  if (!Number.isInteger(expertId) || expertId < 1 || !EXPERT_ROLES.some((known) => known === role)) {
    return redirectWithToast(session, page, { error: "Wybierz eksperta i jego rolę." });
  }
  const item = await getAgendaItem(session, id).catch(asErrorResponse);
  const kept = item.experts.filter((expert) => expert.id !== expertId);
  const experts =
    intent === "add-expert" ? [...kept, { id: expertId, role: role as (typeof EXPERT_ROLES)[number] }] : kept;
  try {
    await setAgendaItemExperts(
      session,
      id,
      experts.map(({ id: expert, role: expertRole }) => ({ id: expert, role: expertRole })),
    );
  } catch (error) {
    if (!isToldOnForm(error)) return asErrorResponse(error);
    return redirectWithToast(session, page, { error: error.message });
  }
  return redirectWithToast(session, page, {
    success: intent === "add-expert" ? "Dodano eksperta." : "Usunięto eksperta z punktu.",
  });
}
