import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { providerOf } from "~/areas/trainings/player-source";
import { findTraining } from "~/areas/trainings/trainings.server";
import { resumePosition, videoProgressOf } from "~/areas/trainings/video-progress.server";
import { appConfig } from "~/lib/config.server";
import { videoPolicy } from "~/lib/http/content-security";
import { requireFound } from "~/lib/not-found";

import plyrIcons from "../../../node_modules/plyr/dist/plyr.svg";

/** Plyr's default lives on its CDN. */
const BLANK_VIDEO = "/media/blank-v1.mp4";

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
      progress: signedIn
        ? { startAt: resumePosition(byVideo.get(training.slug)), saveUrl: `/szkolenia/${training.slug}/postep` }
        : null,
      /** The handle puts them in this page's policy alone. */
      policy: videoPolicy(providerOf(training.source), appConfig.videoAdTagUrl),
    },
    { headers },
  );
}
