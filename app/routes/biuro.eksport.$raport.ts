import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadExport } from "~/areas/staff/api/staff.server";
import { exportAt } from "~/areas/staff/staff-exports";
import { asErrorResponse } from "~/lib/api/errors.server";
import { isExportFormat } from "~/lib/contract/staff-figures";
import { passDownload } from "~/lib/downloads.server";
import { requireStaff } from "~/lib/guards.server";
import { requireFound } from "~/lib/not-found";

/**
 * GET /biuro/eksport/{kluby|godziny|ankiety}?sezon=ID&format=csv|xlsx: the
 * API's stream passed on as it comes, an attachment never cached.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  const report = exportAt(params.raport)?.report;
  const query = new URL(request.url).searchParams;
  const format = query.get("format") ?? "csv";
  const season = query.get("sezon") ?? "";
  requireFound(report && isExportFormat(format) && (season === "" || /^[1-9]\d{0,8}$/.test(season)));
  const upstream = await downloadExport(session, report, {
    season: season ? Number(season) : undefined,
    format,
  }).catch(asErrorResponse);
  return passDownload(upstream, session);
}
