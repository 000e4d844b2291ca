import Content from "~/content/szkolenia.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Szkolenia", layout: "article", siteMap: "Program" };

export default function SzkoleniaPage() {
  return <Content />;
}
