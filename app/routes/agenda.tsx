import Content from "~/content/agenda.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Agenda", layout: "article", siteMap: "Kongres" };

export default function AgendaPage() {
  return <Content />;
}
