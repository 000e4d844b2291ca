import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { providerOf, type PlayerSource } from "~/areas/trainings/player-source";
import { trainings } from "~/areas/trainings/trainings.server";
import { videoProgressOf } from "~/areas/trainings/video-progress.server";

const YOUTUBE_THUMBNAILS = "https://i.ytimg.com";

/**
 * A YouTube video's thumbnail for the list, where no script may try sizes:
 * "hq" (480×360), which YouTube has for every video. The player tries maxres,
 * then sd, then hq for its poster (Plyr), as the original site did.
 */
function youtubeThumbnail(source: PlayerSource): string | null {
  return providerOf(source) === "youtube"
    ? `${YOUTUBE_THUMBNAILS}/vi/${encodeURIComponent(source.sources[0]!.src)}/hqdefault.jpg`
    : null;
}

/** /szkolenia's videos, each with the signed-in teacher's progress: watched, or where they stopped. */
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
          // A provider's embed widens the page's Content-Security-Policy, which only a full page load sets.
          embedded: providerOf(source) !== "html5",
          watched: progress?.watched ?? false,
          startedAt: progress && !progress.watched && progress.position >= 1 ? Math.floor(progress.position) : null,
        };
      }),
      /** YouTube's thumbnails, when the list shows one: the handle puts their host in this page's policy. */
      policy: trainings.some(({ source }) => !source.poster && youtubeThumbnail(source))
        ? { "img-src": [YOUTUBE_THUMBNAILS] }
        : {},
    },
    { headers },
  );
}
