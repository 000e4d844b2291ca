import { json } from "@remix-run/node";

import { buildVersion } from "~/lib/build-version.server";

export function loader() {
  return json({ version: buildVersion() }, { headers: { "Cache-Control": "no-store" } });
}
