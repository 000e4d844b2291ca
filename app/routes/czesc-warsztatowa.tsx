import type { LoaderFunctionArgs } from "@remix-run/node";

import { loadAgendaPart } from "~/areas/agenda/agenda-part.server";
import { AgendaPartPage } from "~/areas/agenda/agenda-part-page";
import Content from "~/content/czesc-warsztatowa.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: "Część warsztatowa",
  layout: "article",
  siteMap: "Kongres",
  hydrate: false,
};

export const loader = ({ request }: LoaderFunctionArgs) => loadAgendaPart(request, "workshop");

export default function WorkshopPartPage() {
  return (
    <AgendaPartPage
      content={Content}
      path="/czesc-warsztatowa"
      heading="Warsztaty"
      emptyText="W programie tego miasta nie ma jeszcze warsztatów."
    />
  );
}
