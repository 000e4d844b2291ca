import { Link, useLoaderData } from "@remix-run/react";

import { AgendaItemForm } from "~/areas/congress/congress-forms";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./new-item.server";

export { action, loader } from "./new-item.server";

export const handle: RouteHandle = { title: "Nowy punkt programu" };

export default function NewAgendaItemPage() {
  const { event } = useLoaderData<typeof loader>();
  return (
    <div className="staff-form">
      <h1>Nowy punkt programu: {event.name}</h1>
      <AgendaItemForm defaultValues={{ part: "plenary", sign_up_enabled: true }} submitLabel="Dodaj punkt programu" />
      <p className="form__after">
        <Link to={`/biuro/kongres/${event.id}`}>Wróć do programu miasta</Link>
      </p>
    </div>
  );
}
