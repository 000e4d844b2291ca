import Content from "~/content/czesc-warsztatowa.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Część warsztatowa", layout: "article", siteMap: "Kongres" };

export default function WorkshopPartPage() {
  return <Content />;
}
