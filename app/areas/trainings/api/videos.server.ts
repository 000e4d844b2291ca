import { type Answer, call, type Caller } from "~/lib/api/call.server";
import { videoOperations } from "~/lib/contract/videos";

export type VideoProgress = Answer<(typeof videoOperations)["saveProgress"]["response"]>;

export function listVideoProgress(caller: Caller): Promise<VideoProgress[]> {
  return call(caller, videoOperations.progress);
}

export function saveVideoProgress(
  caller: Caller,
  video: string,
  progress: { position: number; duration: number },
): Promise<VideoProgress> {
  return call(caller, videoOperations.saveProgress, { params: { video }, body: progress });
}
