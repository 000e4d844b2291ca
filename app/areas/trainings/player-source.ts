import { z } from "zod";

/** SPEC §3's source definition, checked by SPEC §4's rules at load, so a mistake fails the tests and the start, never a page. */

export const PLAYER_PROVIDERS = ["html5", "youtube", "vimeo"] as const;
export type PlayerProvider = (typeof PLAYER_PROVIDERS)[number];

/** Plyr's own words (SPEC §4). */
export const INVALID_SOURCE_FORMAT = "Invalid source format";

const RATIO = /^[1-9]\d*:[1-9]\d*$/;
/** No other origin (DESIGN §5), or an https address of the provider. */
const siteFile = z.string().regex(/^\/(?!\/)\S+$/, "a path on this site, starting with one /");

const sourceItem = z.object({
  src: z.string().min(1),
  provider: z.enum(PLAYER_PROVIDERS).default("html5"),
  /** So the browser picks one it plays without downloading the others. */
  type: z
    .string()
    .regex(/^(video|audio)\/[\w.+-]+$/)
    .optional(),
  size: z.number().int().positive().optional(),
});

const track = z.object({
  kind: z.enum(["captions", "subtitles"]),
  label: z.string().min(1),
  srcLang: z.string().regex(/^[a-z]{2}$/),
  src: siteFile,
  default: z.boolean().default(false),
});

export const playerSourceSchema = z
  .object({
    type: z.enum(["video", "audio"]),
    title: z.string().min(1),
    sources: z.array(sourceItem, { invalid_type_error: INVALID_SOURCE_FORMAT }).min(1, INVALID_SOURCE_FORMAT),
    poster: siteFile.optional(),
    tracks: z.array(track).default([]),
    previewThumbnails: z.object({ src: siteFile }).optional(),
    autoplay: z.boolean().default(false),
    ratio: z.string().regex(RATIO, "a ratio such as 16:9").default("16:9"),
  })
  .superRefine((source, ctx) => {
    if (source.poster && source.type !== "video") {
      ctx.addIssue({ code: "custom", path: ["poster"], message: "a poster is for a video only" });
    }
    const providers = new Set(source.sources.map((item) => item.provider));
    if (providers.size === 0) return;
    if (providers.size > 1) {
      ctx.addIssue({ code: "custom", path: ["sources"], message: "one provider per source" });
    }
    const embedded = !providers.has("html5");
    if (embedded && (source.tracks.length > 0 || source.previewThumbnails)) {
      ctx.addIssue({
        code: "custom",
        path: ["tracks"],
        message: "YouTube and Vimeo bring their own captions and thumbnails",
      });
    }
  });

export type PlayerSource = z.output<typeof playerSourceSchema>;

export function providerOf(source: PlayerSource): PlayerProvider {
  return source.sources[0]!.provider;
}
