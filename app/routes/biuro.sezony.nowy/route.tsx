import { Link } from "@remix-run/react";

import { SeasonForm } from "~/areas/staff/season-form";
import type { RouteHandle } from "~/lib/route-handle";

export { action, loader } from "./new-season.server";

export const handle: RouteHandle = { title: "Nowy sezon" };

export default function NewSeasonPage() {
  return (
    <div className="staff-form">
      <h1>Nowy sezon</h1>
      <SeasonForm defaultValues={{}} creates submitLabel="Utwórz sezon" />
      <p className="form__after">
        <Link to="/biuro/sezony">Wróć do sezonów</Link>
      </p>
    </div>
  );
}
