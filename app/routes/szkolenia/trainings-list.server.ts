import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { type PlayerSource, providerOf } from "~/areas/trainings/player-source";
import { trainings } from "~/areas/trainings/trainings.server";
import { videoProgressOf } from "~/areas/trainings/video-progress.server";

const YOUTUBE_THUMBNAILS = "https://i.ytimg.com";

/** "hq", which YouTube has for every video: the list has no script to try sizes. */
function youtubeThumbnail(source: PlayerSource): string | null {
  return providerOf(source) === "youtube"
    ? `${YOUTUBE_THUMBNAILS}/vi/${encodeURIComponent(source.sources[0]!.src)}/hqdefault.jpg`
    : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { byVideo, headers } = await videoProgressOf(request);
  return json(
    {
      trainings: trainings.map(({ slug, title, summary, durationSeconds, source }) => {
        const progress = byVideo.get(slug);
        return {
          slug,
          title,
          summary,
          durationSeconds,
          poster: source.poster ?? youtubeThumbnail(source),
          // An embed widens the CSP, which only a full page load sets.
          embedded: providerOf(source) !== "html5",
          watched: progress?.watched ?? false,
          startedAt: progress && !progress.watched && progress.position >= 1 ? Math.floor(progress.position) : null,
        };
      }),
      policy: trainings.some(({ source }) => !source.poster && youtubeThumbnail(source))
        ? { "img-src": [YOUTUBE_THUMBNAILS] }
        : {},
    },
    { headers },
  );
}
