import type { MetaFunction } from "@remix-run/node";

import type { RouteHandle } from "~/lib/route-handle";

/**
 * The benchmark's floor F (QUALITY.md, "Speed on the server"): the cheapest
 * page remix-serve can render with this app's shell, so the other pages'
 * throughput is read as a ratio to it. No loader, not linked anywhere, left
 * out of the site map and of search engines.
 */
export const handle: RouteHandle = { title: "Pomiar" };

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function BenchFloor() {
  return <h1>Pomiar</h1>;
}
