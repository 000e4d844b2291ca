import * as serverBuild from "@remix-run/dev/server-build";

import { buildSiteMap, type BuiltRoute } from "./site-map";

export function currentSiteMap() {
  return buildSiteMap(serverBuild.routes as Record<string, BuiltRoute>);
}
