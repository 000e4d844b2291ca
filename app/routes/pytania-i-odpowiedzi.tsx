import Content from "~/content/pytania-i-odpowiedzi.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: "Pytania i odpowiedzi",
  layout: "article",
  siteMap: "Program",
  hydrate: false,
};

export default function QuestionsPage() {
  return <Content />;
}
