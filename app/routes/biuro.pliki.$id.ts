import type { LoaderFunctionArgs } from "@remix-run/node";

import { downloadFile } from "~/lib/api/club.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
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
  const headers = await session.commit();
  for (const name of ["Content-Type", "Content-Length"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("Content-Disposition", upstream.headers.get("Content-Disposition") ?? "attachment");
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(upstream.body, { status: 200, headers });
}
