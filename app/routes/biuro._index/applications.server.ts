import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { type ApplicationQuery, decideApplications, listApplications } from "~/areas/staff/api/staff.server";
import { decisionsSummary, selectedIds, summaryToast } from "~/areas/staff/bulk-summary";
import { APPLICATION_ORDER_OPTIONS, orderOf, pageOf } from "~/areas/staff/list-query";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { VOIVODESHIPS } from "~/lib/contract/club";
import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { isToldOnForm } from "~/lib/forms/forms.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession, redirectWithRefusal, redirectWithToast } from "~/lib/responses.server";

const BULK_INTENTS: Record<string, number> = {
  accept: ClubEnrollmentStatus.accepted,
  return: ClubEnrollmentStatus.correction,
};

/** An unknown filter shows every application with a note, never an error page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filters = {
    status: params.get("status")?.trim() ?? "",
    voivodeship: params.get("wojewodztwo")?.trim() ?? "",
    text: params.get("szukaj")?.trim() ?? "",
  };
  const order = orderOf(params, APPLICATION_ORDER_OPTIONS);
  const query: ApplicationQuery = {
    status: filters.status || undefined,
    voivodeship: filters.voivodeship || undefined,
    q: filters.text || undefined,
    page: pageOf(params),
    sort: order.order,
  };
  let refused = false;
  const applications = await listApplications(session, query).catch(async (error) => {
    if (!(error instanceof UpstreamError) || error.status !== 400) return asErrorResponse(error);
    refused = true;
    return listApplications(session, { page: 1 }).catch(asErrorResponse);
  });
  return jsonWithSession(session, {
    filters: refused ? { status: "", voivodeship: "", text: "", order: "" } : { ...filters, order: order.slug },
    refused,
    applications,
    voivodeships: VOIVODESHIPS,
  });
}

/** The selected applications accepted or returned, each its own decision; back to the same list with a summary. */
export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireStaff(request);
  const form = await request.formData();
  const status = BULK_INTENTS[String(form.get("intent"))];
  if (status === undefined) throw new Response("Bad Request", { status: 400 });
  const list = new URL(request.url).searchParams;
  list.delete("index");
  const back = list.size > 0 ? `/biuro?${list}` : "/biuro";
  const note = String(form.get("note") ?? "").trim();
  const ids = selectedIds(form);
  try {
    const { results } = await decideApplications(session, { ids, status, note });
    return redirectWithToast(session, back, summaryToast(decisionsSummary(status, results), results));
  } catch (error) {
    // A failed store keeps the note and the selection on the page; a refusal is told on the list.
    if (!isToldOnForm(error, [])) return redirectWithRefusal(session, back, error);
    const failed = { message: error.message, note, selected: ids.map(String) };
    return jsonWithSession(session, { failed }, { status: error.status });
  }
}
