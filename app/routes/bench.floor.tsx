import type { MetaFunction } from "@remix-run/node";

import type { RouteHandle } from "~/lib/route-handle";

/** The benchmark's floor (docs/QUALITY.md, "Speed on the server"); not linked, not in the site map. */
export const handle: RouteHandle = { title: "Pomiar" };

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function BenchFloor() {
  return <h1>Pomiar</h1>;
}
