import type { LoaderFunctionArgs } from "@remix-run/node";

import { loadAgendaPart } from "~/areas/agenda/agenda-part.server";
import { AgendaPartPage } from "~/areas/agenda/agenda-part-page";
import Content from "~/content/czesc-dyskusyjna.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Część dyskusyjna", layout: "article", siteMap: "Kongres", hydrate: false };

export const loader = ({ request }: LoaderFunctionArgs) => loadAgendaPart(request, "discussion");

export default function DiscussionPartPage() {
  return (
    <AgendaPartPage
      content={Content}
      path="/czesc-dyskusyjna"
      heading="Debaty"
      emptyText="W programie tego miasta nie ma jeszcze debat."
    />
  );
}
