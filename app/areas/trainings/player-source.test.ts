import { TRAININGS } from "~/content/szkolenia/trainings";

import { embedIdOf, INVALID_SOURCE_FORMAT, playerSourceSchema, providerOf } from "./player-source";

const SHUTTLE_RUN = TRAININGS[0].source;
/** The shuttle run's clip as its training declares it, but its captions not marked as the default. */
const CLIP = { ...SHUTTLE_RUN, tracks: SHUTTLE_RUN.tracks.map(({ default: _default, ...track }) => track) };

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

  it("keeps a YouTube or Vimeo video as its id, whatever address of it was pasted", () => {
    const youtube = playerSourceSchema.parse({
      type: "video",
      title: "Rozgrzewka",
      sources: [{ src: "https://youtu.be/bTqVqk7FSmY?si=x1", provider: "youtube" }],
    });
    expect(youtube.sources[0]!.src).toBe("bTqVqk7FSmY");
    expect(
      problems({
        type: "video",
        title: "Rozgrzewka",
        sources: [{ src: "https://example.com/v/1", provider: "vimeo" }],
      }),
    ).toEqual(["sources.0.src: neither a vimeo address nor a video id"]);
  });
});

describe("a YouTube or Vimeo source reduced to its video's id", () => {
  it.each([
    "bTqVqk7FSmY",
    "https://www.youtube.com/watch?v=bTqVqk7FSmY",
    "https://youtube.com/watch?v=bTqVqk7FSmY&t=42s",
    "https://m.youtube.com/watch?feature=share&v=bTqVqk7FSmY",
    "http://www.youtube.com/watch?v=bTqVqk7FSmY",
    "https://youtu.be/bTqVqk7FSmY",
    "https://youtu.be/bTqVqk7FSmY?si=AbCdEf&t=10",
    "https://www.youtube.com/embed/bTqVqk7FSmY?rel=0",
    "https://www.youtube-nocookie.com/embed/bTqVqk7FSmY",
    "https://www.youtube.com/shorts/bTqVqk7FSmY",
    "https://www.youtube.com/live/bTqVqk7FSmY",
    "https://www.youtube.com/v/bTqVqk7FSmY",
  ])("YouTube: %s", (src) => {
    expect(embedIdOf("youtube", src)).toBe("bTqVqk7FSmY");
  });

  it.each([
    "76979871",
    "https://vimeo.com/76979871",
    "https://www.vimeo.com/76979871/",
    "https://vimeo.com/channels/staffpicks/76979871",
    "https://player.vimeo.com/video/76979871",
    "https://player.vimeo.com/video/76979871?dnt=1&title=0#t=30s",
  ])("Vimeo: %s", (src) => {
    expect(embedIdOf("vimeo", src)).toBe("76979871");
  });

  it.each([
    ["youtube", ""],
    ["youtube", "bTqVqk7FSm"],
    ["youtube", "bTqVqk7FSmY1"],
    ["youtube", "bTqVqk7FS!Y"],
    ["youtube", "https://www.youtube.com/watch?list=PL123"],
    ["youtube", "https://www.youtube.com/watch?v=short"],
    ["youtube", "https://www.youtube.com/@kanal"],
    ["youtube", "https://youtu.be/"],
    ["youtube", "https://youtube.com.example.pl/watch?v=bTqVqk7FSmY"],
    ["youtube", "https://example.pl/watch?v=bTqVqk7FSmY"],
    ["youtube", "javascript:alert(1)//youtu.be/bTqVqk7FSmY"],
    ["youtube", "ftp://youtu.be/bTqVqk7FSmY"],
    ["youtube", "youtu.be/bTqVqk7FSmY"],
    ["youtube", "https://vimeo.com/76979871"],
    ["vimeo", "https://youtu.be/bTqVqk7FSmY"],
    ["vimeo", "vimeo"],
    ["vimeo", "7697987a"],
    ["vimeo", "https://vimeo.com/"],
    ["vimeo", "https://vimeo.com/showcase/1234"],
    ["vimeo", "https://vimeo.com/channels/staffpicks"],
    ["vimeo", "https://vimeo.com.example.pl/76979871"],
    // An unlisted video's hash would be lost with its id.
    ["vimeo", "https://vimeo.com/76979871/abc123def4"],
    ["vimeo", "https://player.vimeo.com/video/76979871?h=abc123def4"],
  ] as const)("refuses %s %j", (provider, src) => {
    expect(embedIdOf(provider, src)).toBeNull();
  });
});
