import Content from "~/content/idea-kongresu.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Idea Kongresu", layout: "article", siteMap: "Kongres", hydrate: false };

export default function CongressIdeaPage() {
  return <Content />;
}
