// Progress is a convenience: when it cannot be read, the pages show the videos without it.
import { log } from "~/lib/observability.server";
import { Session } from "~/lib/session.server";

import { listVideoProgress, type VideoProgress } from "./api/videos.server";

export type { VideoProgress };

export async function videoProgressOf(request: Request) {
  const session = await Session.fromRequest(request);
  let progress: VideoProgress[] = [];
  if (session.isSignedIn) {
    progress = await listVideoProgress(session).catch((error: Error) => {
      log.warn({ err: error }, "video progress unavailable");
      return [];
    });
  }
  return {
    signedIn: session.isSignedIn,
    byVideo: new Map(progress.map((entry) => [entry.video, entry])),
    headers: await session.commit(),
  };
}

/** Unless the teacher stopped within the last seconds. */
export function resumePosition(progress: VideoProgress | undefined): number {
  if (!progress || progress.position >= progress.duration - 3) return 0;
  return Math.floor(progress.position);
}
