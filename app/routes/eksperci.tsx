import Content from "~/content/eksperci.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Eksperci", layout: "article", siteMap: "Kongres" };

export default function ExpertsPage() {
  return <Content />;
}
