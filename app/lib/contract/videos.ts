import { z } from "zod";

import { operation } from "./operation";

export const WATCHED_SHARE = 0.9;
/** A longer "duration" is a wrong client. */
const MAX_SECONDS = 24 * 3600;

export const VIDEO_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const seconds = z.number().finite().min(0).max(MAX_SECONDS);

export const videoProgressBody = z
  .object({ position: seconds, duration: seconds.positive() })
  .refine((progress) => progress.position <= progress.duration + 1, {
    message: "Pozycja nie może być dalej niż koniec nagrania.",
    path: ["position"],
  });

export const videoProgressResponse = z.object({
  video: z.string(),
  position: z.number(),
  duration: z.number(),
  watched: z.boolean(),
});

export const videoOperations = {
  progress: operation({
    method: "GET",
    path: "/pl/api/awf/videos/progress/",
    summary: "Postęp oglądania szkoleń wideo: gdzie nauczyciel skończył i czy obejrzał (90 %)",
    tag: "videos",
    auth: "required",
    status: 200,
    response: z.array(videoProgressResponse),
    errors: [401],
  }),
  saveProgress: operation({
    method: "PUT",
    path: "/pl/api/awf/videos/progress/{video}/",
    summary: "Zapis miejsca, w którym nauczyciel zatrzymał nagranie (sekundy); 90 % oznacza obejrzane",
    tag: "videos",
    auth: "required",
    body: videoProgressBody,
    status: 200,
    response: videoProgressResponse,
    errors: [400, 401, 404],
  }),
};
