import type { ServerBuild } from "@remix-run/node";

import type { RouteHandle } from "../app/lib/route-handle";
import type { PathRedactor } from "../server/secret-paths";
import { pathOnly } from "./access-log";

/** Whether an address carries a secret its route declares (RouteHandle.secretParams, secretSearchParams). */
export function secretAddresses(routes: ServerBuild["routes"], loggablePath: PathRedactor): (url: string) => boolean {
  const names = new Set(
    Object.values(routes).flatMap(
      (route) => (route?.module.handle as RouteHandle | undefined)?.secretSearchParams ?? [],
    ),
  );
  return (url) => {
    const path = pathOnly(url);
    if (loggablePath(path) !== path) return true;
    return [...new URLSearchParams(url.slice(path.length + 1)).keys()].some((name) => names.has(name));
  };
}
