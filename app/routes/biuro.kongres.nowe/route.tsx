import { Link } from "@remix-run/react";

import { EventForm } from "~/areas/congress/congress-forms";
import type { RouteHandle } from "~/lib/route-handle";

export { action, loader } from "./new-event.server";

export const handle: RouteHandle = { title: "Nowe miasto kongresu" };

export default function NewEventPage() {
  return (
    <div className="staff-form">
      <h1>Nowe miasto kongresu</h1>
      <EventForm defaultValues={{}} submitLabel="Utwórz miasto kongresu" />
      <p className="form__after">
        <Link to="/biuro/kongres">Wróć do kongresu</Link>
      </p>
    </div>
  );
}
