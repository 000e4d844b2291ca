import * as serverBuild from "@remix-run/dev/server-build";

import { buildSiteMap, type BuiltRoute } from "./site-map";

/** The site map of this very build, from the route manifest the compiler generated. */
export function currentSiteMap() {
  return buildSiteMap(serverBuild.routes as Record<string, BuiltRoute>);
}
