import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import type { RouteHandle } from "~/lib/route-handle";
import { currentSiteMap } from "~/lib/site/site-map.server";

export const handle: RouteHandle = {
  title: "Strony informacyjne",
  layout: "article",
  siteMap: "Informacje",
  hydrate: false,
};

export function loader() {
  const information = currentSiteMap().find((group) => group.section === "Informacje");
  return json({ pages: information?.entries.filter((entry) => !entry.path.startsWith("/pages")) ?? [] });
}

export default function InformationPagesPage() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Strony informacyjne</h1>
      <p>Dokumenty i informacje o serwisie. Pełną listę stron znajdziesz na mapie strony.</p>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
