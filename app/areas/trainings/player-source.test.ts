import { INVALID_SOURCE_FORMAT, playerSourceSchema, providerOf } from "./player-source";

const CLIP = {
  type: "video",
  title: "Test wahadłowy 20 m",
  sources: [
    { src: "/media/szkolenia/shuttle-run-v1.webm", type: "video/webm", size: 360 },
    { src: "/media/szkolenia/shuttle-run-v1.mp4", type: "video/mp4", size: 360 },
  ],
  poster: "/media/szkolenia/shuttle-run-v1-poster.jpg",
  tracks: [{ kind: "captions", label: "Polski", srcLang: "pl", src: "/media/szkolenia/shuttle-run-v1.pl.vtt" }],
  previewThumbnails: { src: "/media/szkolenia/shuttle-run-v1-thumbnails.vtt" },
};

const problems = (input: unknown) =>
  playerSourceSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("a player's source definition (SPEC §3, §4)", () => {
  it("takes an html5 video with captions and thumbnails, html5 by default, 16:9 unless said", () => {
    const source = playerSourceSchema.parse(CLIP);
    expect(providerOf(source)).toBe("html5");
    expect(source).toMatchObject({ ratio: "16:9", autoplay: false, tracks: [{ default: false }] });
  });

  it("refuses a source without items with Plyr's 'Invalid source format'", () => {
    expect(problems({ ...CLIP, sources: [] })).toEqual([`sources: ${INVALID_SOURCE_FORMAT}`]);
    expect(problems({ ...CLIP, sources: "clip.mp4" })).toEqual([`sources: ${INVALID_SOURCE_FORMAT}`]);
  });

  it("takes a poster for a video only", () => {
    expect(problems({ ...CLIP, type: "audio", tracks: [], previewThumbnails: undefined })).toEqual([
      "poster: a poster is for a video only",
    ]);
  });

  it.each(["16:9", "4:3", "21:9", "1:1"])("takes the ratio %s", (ratio) => {
    expect(problems({ ...CLIP, ratio })).toEqual([]);
  });

  it.each(["16/9", "0:9", "16:", "wide", "16:9:1", " 4:3"])("refuses the ratio %j", (ratio) => {
    expect(problems({ ...CLIP, ratio })).toEqual(["ratio: a ratio such as 16:9"]);
  });

  it("keeps one provider per source, and leaves captions and thumbnails of embeds to their provider", () => {
    const youtube = { type: "video", title: "Rozgrzewka", sources: [{ src: "bTqVqk7FSmY", provider: "youtube" }] };
    expect(problems(youtube)).toEqual([]);
    expect(providerOf(playerSourceSchema.parse(youtube))).toBe("youtube");
    expect(problems({ ...youtube, sources: [...youtube.sources, { src: "76979871", provider: "vimeo" }] })).toEqual([
      "sources: one provider per source",
    ]);
    expect(problems({ ...youtube, tracks: CLIP.tracks })).toEqual([
      "tracks: YouTube and Vimeo bring their own captions and thumbnails",
    ]);
  });

  it("takes files of this site only (no other origin)", () => {
    expect(problems({ ...CLIP, poster: "https://cdn.example/poster.jpg" })).toHaveLength(1);
    expect(problems({ ...CLIP, poster: "//cdn.example/poster.jpg" })).toHaveLength(1);
  });
});
