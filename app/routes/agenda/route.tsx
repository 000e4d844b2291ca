import { useLoaderData } from "@remix-run/react";

import { CityAgendaView } from "~/areas/agenda/city-agenda";
import Content from "~/content/agenda.mdx";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./agenda.server";

export { action, loader } from "./agenda.server";

export const handle: RouteHandle = {
  title: "Agenda",
  layout: "article",
  siteMap: "Kongres",
  // A visitor gets no form here, so no JavaScript.
  hydrate: (data) => (data as { viewer?: string }).viewer !== "visitor",
};

export default function AgendaPage() {
  const agenda = useLoaderData<typeof loader>();
  return (
    <>
      <Content />
      <CityAgendaView agenda={agenda} returnTo={`/agenda?miasto=${agenda.city.slug}`} />
    </>
  );
}
