import type { LoaderFunctionArgs } from "@remix-run/node";

import { listAudit } from "~/areas/staff/api/staff.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";

/** An unknown filter shows the whole log with a note. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filters = { subject: params.get("rodzaj")?.trim() ?? "", actor: params.get("kto")?.trim() ?? "" };
  const page = /^[1-9]\d{0,4}$/.test(params.get("strona") ?? "") ? Number(params.get("strona")) : 1;
  let refused = false;
  const entries = await listAudit(session, {
    subject: filters.subject || undefined,
    actor: filters.actor || undefined,
    page,
  }).catch(async (error) => {
    if (!(error instanceof UpstreamError) || error.status !== 400) return asErrorResponse(error);
    refused = true;
    return listAudit(session, { page: 1 }).catch(asErrorResponse);
  });
  return jsonWithSession(session, { filters: refused ? { subject: "", actor: "" } : filters, refused, entries });
}
