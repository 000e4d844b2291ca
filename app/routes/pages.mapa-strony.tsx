import type { LinksFunction } from "@remix-run/node";

import type { RouteHandle } from "~/lib/route-handle";

export { default, loader } from "./mapa-strony";

export const handle: RouteHandle = { title: "Mapa strony", layout: "article", hydrate: false };

/** The same map under the old address; search engines should index one. */
export const links: LinksFunction = () => [{ rel: "canonical", href: "/mapa-strony" }];
