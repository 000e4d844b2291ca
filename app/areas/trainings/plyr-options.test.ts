import { plyrOptions } from "./plyr-options";

const SETTINGS = { iconUrl: "/build/plyr.svg", blankVideo: "/media/blank-v1.mp4" };

describe("the player's Plyr options", () => {
  it("play no ads unless an ad tag is configured", () => {
    expect(plyrOptions(SETTINGS).ads).toEqual({ enabled: false, tagUrl: "" });
  });

  it("give Plyr's ads the configured tag: Plyr resumes the content when the ad fails or takes 12 s", () => {
    expect(plyrOptions({ ...SETTINGS, adTagUrl: "https://ads.example.pl/vast?id=1" }).ads).toEqual({
      enabled: true,
      tagUrl: "https://ads.example.pl/vast?id=1",
    });
  });

  it("embed YouTube without cookies and Vimeo without tracking, from this site's icons and blank clip", () => {
    const options = plyrOptions(SETTINGS);
    expect(options.youtube).toMatchObject({ noCookie: true });
    expect(options.vimeo).toMatchObject({ dnt: true });
    expect([options.iconUrl, options.blankVideo]).toEqual(["/build/plyr.svg", "/media/blank-v1.mp4"]);
  });
});
