import type { LoaderFunctionArgs } from "@remix-run/node";

import { type ApplicationQuery, listApplications } from "~/areas/staff/api/staff.server";
import { APPLICATION_ORDER_OPTIONS, orderOf, pageOf } from "~/areas/staff/list-query";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { VOIVODESHIPS } from "~/lib/contract/club";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";

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
