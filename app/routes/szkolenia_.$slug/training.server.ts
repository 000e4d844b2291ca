import { json, type LoaderFunctionArgs } from "@remix-run/node";

import plyrIcons from "../../../node_modules/plyr/dist/plyr.svg";
import { appConfig } from "~/lib/config.server";
import { videoPolicy } from "~/lib/http/content-security";
import { providerOf } from "~/areas/trainings/player-source";
import { requireFound } from "~/lib/not-found";
import { findTraining } from "~/areas/trainings/trainings.server";
import { resumePosition, videoProgressOf } from "~/areas/trainings/video-progress.server";

/** The empty clip Plyr loads when it is destroyed, to stop a download (its default lives on Plyr's CDN). */
const BLANK_VIDEO = "/media/blank-v1.mp4";

/** One training video's page: /szkolenia/test-wahadlowy-20-m. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const training = findTraining(params.slug);
  requireFound(training);
  const { signedIn, byVideo, headers } = await videoProgressOf(request);
  return json(
    {
      training,
      player: {
        iconUrl: plyrIcons,
        blankVideo: BLANK_VIDEO,
        previewThumbnails: training.source.previewThumbnails?.src,
        adTagUrl: appConfig.videoAdTagUrl,
      },
      // A signed-in teacher's player resumes where they stopped and keeps saying where they are.
      progress: signedIn
        ? { startAt: resumePosition(byVideo.get(training.slug)), saveUrl: `/szkolenia/${training.slug}/postep` }
        : null,
      /** The hosts this page's player needs: the handle puts them in this page's policy alone. */
      policy: videoPolicy(providerOf(training.source), appConfig.videoAdTagUrl),
    },
    { headers },
  );
}
