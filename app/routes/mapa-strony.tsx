import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { SiteMapList } from "~/components/site-map-list";
import type { RouteHandle } from "~/lib/route-handle";
import { currentSiteMap } from "~/lib/site/site-map.server";

export const handle: RouteHandle = { title: "Mapa strony", layout: "article", siteMap: "Informacje", hydrate: false };

export function loader() {
  return json({ groups: currentSiteMap() });
}

export default function SiteMapPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Mapa strony</h1>
      <p>Wszystkie strony serwisu w jednym miejscu. Strony konta nauczyciela wymagają zalogowania.</p>
      <SiteMapList groups={groups} />
    </>
  );
}
