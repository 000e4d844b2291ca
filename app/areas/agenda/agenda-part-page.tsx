import { useLoaderData } from "@remix-run/react";
import type { ComponentType } from "react";

import type { loadAgendaPart } from "./agenda-part.server";
import { CityAgendaView } from "./city-agenda";

/** A congress part's page (its text, then its agenda in the chosen city); the route's loader is loadAgendaPart. */
export function AgendaPartPage({
  content: Content,
  path,
  heading,
  emptyText,
}: {
  content: ComponentType;
  path: string;
  heading: string;
  emptyText: string;
}) {
  const agenda = useLoaderData<typeof loadAgendaPart>();
  return (
    <>
      <Content />
      <CityAgendaView
        agenda={agenda}
        returnTo={`${path}?miasto=${agenda.city.slug}`}
        heading={heading}
        emptyText={emptyText}
      />
    </>
  );
}
