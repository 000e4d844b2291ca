import { mergePolicyAdditions, videoPolicy } from "./content-security";
import { securityHeaders } from "./security-headers.server";

describe("what a video page adds to its Content-Security-Policy", () => {
  it("is nothing for a video of this site", () => {
    expect(videoPolicy("html5")).toEqual({});
  });

  it("is YouTube's privacy-enhanced player and its API, or Vimeo's player, and nothing else", () => {
    expect(videoPolicy("youtube")).toEqual({
      "script-src": ["https://www.youtube.com"],
      "frame-src": ["https://www.youtube-nocookie.com"],
      "img-src": ["https://i.ytimg.com"],
    });
    expect(videoPolicy("vimeo")["frame-src"]).toEqual(["https://player.vimeo.com"]);
    expect(JSON.stringify(videoPolicy("vimeo"))).not.toContain("youtube");
  });

  it("adds Google's IMA SDK and the ad tag's host only when an ad tag is configured", () => {
    const withAds = videoPolicy("html5", "https://ads.example.pl/vast?id=1");
    expect(withAds["script-src"]).toEqual(["https://imasdk.googleapis.com"]);
    expect(withAds["connect-src"]).toEqual(["https://imasdk.googleapis.com", "https://ads.example.pl"]);
  });

  it("merges several screens' hosts, each once", () => {
    expect(
      mergePolicyAdditions([
        { "img-src": ["https://a.example"] },
        undefined,
        { "img-src": ["https://a.example", "https://b.example"] },
      ]),
    ).toEqual({ "img-src": ["https://a.example", "https://b.example"] });
  });

  it("widens only the named directives; frames stay closed unless a screen embeds one", () => {
    const plain = securityHeaders({ nonce: "n", secure: true })["Content-Security-Policy"];
    expect(plain).not.toContain("frame-src");
    const youtube = securityHeaders({ nonce: "n", secure: true, additions: videoPolicy("youtube") })[
      "Content-Security-Policy"
    ];
    expect(youtube).toContain("script-src 'self' 'nonce-n' https://www.youtube.com;");
    expect(youtube).toContain("frame-src https://www.youtube-nocookie.com;");
    expect(youtube).toContain("default-src 'none';");
    expect(youtube).toContain("connect-src 'self';");
  });
});
