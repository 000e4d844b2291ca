import { VIDEO_SLUG, videoOperations, WATCHED_SHARE } from "../../../app/lib/contract";
import { listVideoProgress, saveVideoProgress, type VideoProgressRow } from "../../db/video-progress";
import { type ApiContext, requireUser } from "../context";
import { notFound } from "../http/errors";
import { type Input, routes } from "../http/route";

function progressJson(row: VideoProgressRow) {
  return { video: row.video, position: row.positionSeconds, duration: row.durationSeconds, watched: row.watched };
}

async function listProgress(c: ApiContext) {
  const user = requireUser(c);
  return (await listVideoProgress(c.get("db"), user.id)).map(progressJson);
}

async function saveProgress(c: ApiContext, input: Input<typeof videoOperations.saveProgress>) {
  const user = requireUser(c);
  const video = c.req.param("video") ?? "";
  if (!VIDEO_SLUG.test(video) || video.length > 100) throw notFound("Nie znaleziono nagrania.");
  const { position, duration } = await input.body();
  const row = await saveVideoProgress(c.get("db"), {
    userId: user.id,
    video,
    positionSeconds: Math.min(position, duration),
    durationSeconds: duration,
    watched: position >= duration * WATCHED_SHARE,
  });
  return progressJson(row);
}

export const videoRoutes = routes(videoOperations, {
  progress: listProgress,
  saveProgress,
});
