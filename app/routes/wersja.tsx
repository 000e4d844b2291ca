import { json } from "@remix-run/node";

import { buildVersion } from "~/lib/build-version.server";

/** GET /wersja: the deployed build, polled by open pages to offer a reload after a deployment. */
export function loader() {
  return json({ version: buildVersion() }, { headers: { "Cache-Control": "no-store" } });
}
