import { json, type LoaderFunctionArgs } from "@remix-run/node";

import plyrIcons from "../../../node_modules/plyr/dist/plyr.svg";
import { findTraining } from "~/lib/trainings.server";

/** The empty clip Plyr loads when it is destroyed, to stop a download (its default lives on Plyr's CDN). */
const BLANK_VIDEO = "/media/blank-v1.mp4";

/** One training video's page: /szkolenia/test-wahadlowy-20-m. */
export function loader({ params }: LoaderFunctionArgs) {
  const training = findTraining(params.slug);
  if (!training) throw new Response("Page Not Found", { status: 404 });
  return json({
    training,
    player: { iconUrl: plyrIcons, blankVideo: BLANK_VIDEO, previewThumbnails: training.source.previewThumbnails?.src },
  });
}
