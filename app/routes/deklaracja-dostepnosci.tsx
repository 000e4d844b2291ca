import Content from "~/content/deklaracja-dostepnosci.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: "Deklaracja dostępności",
  layout: "article",
  siteMap: "Informacje",
  hydrate: false,
};

export default function AccessibilityStatementPage() {
  return <Content />;
}
