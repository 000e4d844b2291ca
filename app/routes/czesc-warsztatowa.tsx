import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { CityAgendaView } from "~/areas/agenda/city-agenda";
import Content from "~/content/czesc-warsztatowa.mdx";
import { loadAgendaPart } from "~/areas/agenda/agenda-part.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: "Część warsztatowa",
  layout: "article",
  siteMap: "Kongres",
  hydrate: false,
};

export const loader = ({ request }: LoaderFunctionArgs) => loadAgendaPart(request, "workshop");

export default function WorkshopPartPage() {
  const agenda = useLoaderData<typeof loader>();
  return (
    <>
      <Content />
      <CityAgendaView
        agenda={agenda}
        returnTo={`/czesc-warsztatowa?miasto=${agenda.city.slug}`}
        heading="Warsztaty"
        emptyText="W programie tego miasta nie ma jeszcze warsztatów."
      />
    </>
  );
}
