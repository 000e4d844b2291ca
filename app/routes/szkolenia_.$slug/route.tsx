import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import plyrStyles from "plyr/dist/plyr.css";

import { VideoPlayer } from "~/areas/trainings/video-player";
import { durationLabel, isoDuration } from "~/lib/dates";
import type { PolicyAdditions } from "~/lib/http/content-security";
import type { RouteHandle } from "~/lib/route-handle";

export { loader } from "./training.server";
import type { loader } from "./training.server";

export const handle: RouteHandle = {
  title: "Szkolenie",
  titleFrom: (data) => (data as { training?: { title: string } }).training?.title,
  layout: "article",
  contentSecurity: (data) => (data as { policy?: PolicyAdditions }).policy,
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: plyrStyles }];

export default function TrainingPage() {
  const { training, player, progress } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/szkolenia#materialy-wideo">Wróć do listy szkoleń</Link>
      </p>
      <h1>{training.title}</h1>
      <p className="lead">
        {training.summary} Nagranie trwa{" "}
        <time dateTime={isoDuration(training.durationSeconds)}>{durationLabel(training.durationSeconds)}</time>; ma
        polskie napisy.
      </p>
      <VideoPlayer key={training.slug} source={training.source} settings={player} progress={progress} />
      {training.description.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}
