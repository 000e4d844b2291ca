import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import Content from "~/content/szkolenia.mdx";
import { durationLabel, isoDuration } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";
import { trainings } from "~/lib/trainings.server";

import "~/components/video/training-list.css";

export const handle: RouteHandle = { title: "Szkolenia", layout: "article", siteMap: "Program" };

export function loader() {
  return json({
    trainings: trainings.map(({ slug, title, summary, durationSeconds, source }) => ({
      slug,
      title,
      summary,
      durationSeconds,
      poster: source.poster ?? null,
    })),
  });
}

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
                <Link to={`/szkolenia/${training.slug}`}>{training.title}</Link>
              </h3>
              <p className="training-list__meta">
                Nagranie,{" "}
                <time dateTime={isoDuration(training.durationSeconds)}>{durationLabel(training.durationSeconds)}</time>
              </p>
              <p>{training.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
