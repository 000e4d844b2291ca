import Content from "~/content/sport-kluby.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Sport Kluby", layout: "article", siteMap: "Program", hydrate: false };

export default function SportKlubyPage() {
  return <Content />;
}
