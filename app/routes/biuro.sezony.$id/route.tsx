import { Link, useLoaderData } from "@remix-run/react";

import { SeasonForm } from "~/areas/staff/season-form";
import { formatDate } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./season.server";

export { action, loader } from "./season.server";

export const handle: RouteHandle = { title: "Daty sezonu" };

export default function SeasonPage() {
  const { season } = useLoaderData<typeof loader>();
  return (
    <div className="staff-form">
      <h1>Daty sezonu {season.name}</h1>
      <p>
        {season.isCurrent ? "To bieżący sezon. " : ""}Zapisane kluby: {season.clubs}, grupy: {season.groups}, zajęcia:{" "}
        {season.classes}.
        {season.firstClass && season.lastClass
          ? ` Zajęcia są zaplanowane od ${formatDate(season.firstClass)} do ${formatDate(season.lastClass)}: sezon musi je obejmować.`
          : ""}
      </p>
      <SeasonForm
        defaultValues={{
          name: season.name,
          date_start: season.dateStart,
          date_end: season.dateEnd,
          schedule_max_date: season.scheduleMaxDate,
          surveys_date_start: season.surveysDateStart,
          surveys_date_end: season.surveysDateEnd,
        }}
        creates={false}
        submitLabel="Zapisz daty"
      />
      <p className="form__after">
        <Link to="/biuro/sezony">Wróć do sezonów</Link>
      </p>
    </div>
  );
}
