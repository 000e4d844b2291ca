import { z } from "zod";

/** SPEC §3's source definition, checked by SPEC §4's rules at load, so a mistake fails the tests and the start, never a page. */

export const PLAYER_PROVIDERS = ["html5", "youtube", "vimeo"] as const;
export type PlayerProvider = (typeof PLAYER_PROVIDERS)[number];

/** Plyr's own words (SPEC §4). */
export const INVALID_SOURCE_FORMAT = "Invalid source format";

const RATIO = /^[1-9]\d*:[1-9]\d*$/;
/** No other origin (DESIGN §5), or an https address of the provider. */
const siteFile = z.string().regex(/^\/(?!\/)\S+$/, "a path on this site, starting with one /");

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** A YouTube or Vimeo video's id, from the id itself or an address of the provider; null for anything else. */
export function embedIdOf(provider: "youtube" | "vimeo", src: string): string | null {
  const bare = provider === "youtube" ? YOUTUBE_ID : VIMEO_ID;
  if (bare.test(src)) return src;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  const path = url.pathname.replace(/\/$/, "");
  let id: string | undefined;
  if (provider === "youtube") {
    if (host === "youtu.be") id = /^\/([^/]+)$/.exec(path)?.[1];
    else if (host === "youtube.com" && path === "/watch") id = url.searchParams.get("v") ?? undefined;
    else if (host === "youtube.com" || host === "youtube-nocookie.com") {
      id = /^\/(?:embed|shorts|live|v)\/([^/]+)$/.exec(path)?.[1];
    }
  } else if (url.searchParams.has("h")) {
    // An unlisted Vimeo video plays only with its hash, which an id alone would lose.
    return null;
  } else if (host === "vimeo.com") id = /^(?:\/channels\/[\w-]+)?\/([^/]+)$/.exec(path)?.[1];
  else if (host === "player.vimeo.com") id = /^\/video\/([^/]+)$/.exec(path)?.[1];
  return id && bare.test(id) ? id : null;
}

const sourceItem = z
  .object({
    src: z.string().min(1),
    provider: z.enum(PLAYER_PROVIDERS).default("html5"),
    /** So the browser picks one it plays without downloading the others. */
    type: z
      .string()
      .regex(/^(video|audio)\/[\w.+-]+$/)
      .optional(),
    size: z.number().int().positive().optional(),
  })
  // An embed is kept as its id, whatever address of the video was pasted.
  .transform((item, ctx) => {
    if (item.provider === "html5") return item;
    const id = embedIdOf(item.provider, item.src);
    if (id) return { ...item, src: id };
    ctx.addIssue({ code: "custom", path: ["src"], message: `neither a ${item.provider} address nor a video id` });
    return z.NEVER;
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
