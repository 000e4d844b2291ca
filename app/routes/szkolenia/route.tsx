import { Link, useLoaderData } from "@remix-run/react";

import Content from "~/content/szkolenia.mdx";
import { clockLabel, durationLabel, isoDuration } from "~/lib/dates";
import type { PolicyAdditions } from "~/lib/http/content-security";
import type { RouteHandle } from "~/lib/route-handle";

import "~/areas/trainings/training-list.css";

export const handle: RouteHandle = {
  title: "Szkolenia",
  layout: "article",
  siteMap: "Program",
  hydrate: false,
  contentSecurity: (data) => (data as { policy?: PolicyAdditions }).policy,
};

export { loader } from "./trainings-list.server";
import type { loader } from "./trainings-list.server";

export default function SzkoleniaPage() {
  const { trainings } = useLoaderData<typeof loader>();
  return (
    <>
      <Content />
      <h2 id="materialy-wideo">Materiały wideo</h2>
      <ul className="training-list" aria-labelledby="materialy-wideo">
        {trainings.map((training) => (
          <li key={training.slug} className="training-list__item">
            {training.poster ? (
              <img className="training-list__poster" src={training.poster} alt="" width={160} height={90} />
            ) : null}
            <div>
              <h3 className="training-list__title">
                <Link to={`/szkolenia/${training.slug}`} reloadDocument={training.embedded}>
                  {training.title}
                </Link>
              </h3>
              <p className="training-list__meta">
                Nagranie,{" "}
                <time dateTime={isoDuration(training.durationSeconds)}>{durationLabel(training.durationSeconds)}</time>
                {training.watched ? <strong className="training-list__watched"> · Obejrzane</strong> : null}
                {training.startedAt !== null ? (
                  <>
                    {" "}
                    · zatrzymane na{" "}
                    <time dateTime={isoDuration(training.startedAt)}>{clockLabel(training.startedAt)}</time>
                  </>
                ) : null}
              </p>
              <p>{training.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
