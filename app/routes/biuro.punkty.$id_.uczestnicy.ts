import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadParticipants } from "~/areas/congress/api/congress.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import { isExportFormat } from "~/lib/contract/staff-figures";
import { passDownload } from "~/lib/downloads.server";
import { requireStaff } from "~/lib/guards.server";
import { requireFound } from "~/lib/not-found";
import { numberParam } from "~/lib/route-params";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = numberParam(params, "id");
  const { session } = await requireStaff(request);
  const format = new URL(request.url).searchParams.get("format") ?? "csv";
  requireFound(isExportFormat(format));
  const upstream = await downloadParticipants(session, id, format).catch(asErrorResponse);
  return passDownload(upstream, session);
}
