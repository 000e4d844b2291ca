// @vitest-environment jsdom
import { renderToString } from "react-dom/server";

import { playerSourceSchema } from "~/areas/trainings/player-source";
import { TRAININGS } from "~/content/szkolenia/trainings";

import { embedUrl, VideoPlayer } from "./video-player";

const SETTINGS = { iconUrl: "/build/_assets/plyr.svg", blankVideo: "/media/blank-v1.mp4" };

/** The shuttle run's clip, as its training declares it. */
const CLIP = playerSourceSchema.parse(TRAININGS[0].source);

describe("the video player as the server sends it (it plays without JavaScript)", () => {
  it("is a native video with controls, its sources and default Polish captions", () => {
    const html = renderToString(<VideoPlayer source={CLIP} settings={SETTINGS} />);
    const page = new DOMParser().parseFromString(html, "text/html");
    const video = page.querySelector("video")!;
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.getAttribute("poster")).toBe(CLIP.poster);
    expect([...video.querySelectorAll("source")].map((source) => source.getAttribute("type"))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
    const track = video.querySelector("track")!;
    expect(track.getAttribute("kind")).toBe("captions");
    expect(track.getAttribute("srclang")).toBe("pl");
    expect(track.hasAttribute("default")).toBe(true);
    // No script, no Plyr markup: Plyr builds its controls in the browser.
    expect(html).not.toMatch(/plyr__controls|<script/);
    // Its box keeps the 16:9 ratio before the video loads, without an inline style (CSP).
    expect([video.getAttribute("width"), video.getAttribute("height")]).toEqual(["640", "360"]);
    expect(html).not.toContain("style=");
  });

  it("embeds YouTube from its privacy-enhanced domain and Vimeo without tracking", () => {
    const youtube = playerSourceSchema.parse({
      type: "video",
      title: "Rozgrzewka",
      sources: [{ src: "bTqVqk7FSmY", provider: "youtube" }],
    });
    const html = renderToString(<VideoPlayer source={youtube} settings={SETTINGS} />);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/bTqVqk7FSmY?');
    expect(html).toContain('title="Rozgrzewka"');
    expect(embedUrl("vimeo", "76979871")).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1/);
  });

  it.each([
    [
      "youtube",
      "https://youtu.be/bTqVqk7FSmY?si=x1",
      "bTqVqk7FSmY",
      "https://www.youtube.com/watch?v=bTqVqk7FSmY",
      "YouTube",
    ],
    ["vimeo", "https://player.vimeo.com/video/76979871?dnt=1", "76979871", "https://vimeo.com/76979871", "Vimeo"],
  ] as const)("without scripts links a %s video pasted as %s to its own page", (provider, src, id, page, name) => {
    const source = playerSourceSchema.parse({ type: "video", title: "Rozgrzewka", sources: [{ src, provider }] });
    const html = renderToString(<VideoPlayer source={source} settings={SETTINGS} />);
    const document = new DOMParser().parseFromString(html, "text/html");
    const link = document.querySelector("figcaption a")!;
    expect(link.textContent).toBe(`Obejrzyj to nagranie w serwisie ${name}`);
    expect(link.getAttribute("href")).toBe(page);
    expect(document.querySelector("iframe")!.getAttribute("src")).toBe(embedUrl(provider, id));
  });

  it("links an html5 video's fallback to its first file, with no link to another site", () => {
    const document = new DOMParser().parseFromString(
      renderToString(<VideoPlayer source={CLIP} settings={SETTINGS} />),
      "text/html",
    );
    expect(document.querySelector("video a")!.getAttribute("href")).toBe("/media/szkolenia/shuttle-run-v1.webm");
    expect(document.querySelector("figcaption")).toBeNull();
  });
});
