import Content from "~/content/regulamin.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Regulamin", layout: "article", siteMap: "Informacje", hydrate: false };

export default function RegulationsPage() {
  return <Content />;
}
