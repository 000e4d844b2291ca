import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadFile } from "~/lib/api/club.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { passDownload } from "~/lib/downloads.server";
import { requireStaff } from "~/lib/guards.server";
import { isUuid } from "~/lib/route-params";

/** GET /biuro/pliki/{id}: a file a teacher sent with an application, for the office, always as an attachment. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  if (!isUuid(params.id)) throw new Response("Page Not Found", { status: 404 });
  let upstream: Response;
  try {
    upstream = await downloadFile(session, params.id.toLowerCase());
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) throw new Response("Page Not Found", { status: 404 });
    return asErrorResponse(error);
  }
  return passDownload(upstream, session);
}
