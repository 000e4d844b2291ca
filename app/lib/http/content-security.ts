// What a screen may add to the Content-Security-Policy of DESIGN §5, which
// admits this site alone: a route's handle names the other hosts its page
// needs (a video provider's embed), and only that page's policy lists them.

export type PolicyDirective = "script-src" | "frame-src" | "img-src" | "connect-src" | "media-src";
export type PolicyAdditions = Partial<Record<PolicyDirective, readonly string[]>>;

/** The union of several screens' additions, each host once. */
export function mergePolicyAdditions(all: readonly (PolicyAdditions | undefined)[]): PolicyAdditions {
  const merged: Partial<Record<PolicyDirective, string[]>> = {};
  for (const additions of all) {
    for (const [directive, sources] of Object.entries(additions ?? {}) as [PolicyDirective, readonly string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
    }
  }
  return merged;
}

/**
 * The hosts each video provider's embed needs through Plyr, and nothing more:
 * YouTube's privacy-enhanced player (its API script still comes from
 * www.youtube.com; posters from i.ytimg.com), Vimeo's player, its oEmbed
 * answer and thumbnails.
 */
const PROVIDER_HOSTS: Record<"youtube" | "vimeo", PolicyAdditions> = {
  youtube: {
    "script-src": ["https://www.youtube.com"],
    "frame-src": ["https://www.youtube-nocookie.com"],
    "img-src": ["https://i.ytimg.com"],
  },
  vimeo: {
    "script-src": ["https://player.vimeo.com"],
    "frame-src": ["https://player.vimeo.com"],
    "connect-src": ["https://vimeo.com"],
    "img-src": ["https://i.vimeocdn.com"],
  },
};

/**
 * Google's IMA SDK, which Plyr's ads use, and the ad tag's own host. Ad
 * creatives come from anywhere, so a page with ads admits images and media
 * over https: the price of ads, which are off unless configured.
 */
function adHosts(adTagUrl: string): PolicyAdditions {
  const ima = "https://imasdk.googleapis.com";
  const tag = new URL(adTagUrl).origin;
  return {
    "script-src": [ima],
    "frame-src": [ima, tag],
    "connect-src": [ima, tag],
    "img-src": ["https:"],
    "media-src": ["https:"],
  };
}

/** What a page showing a video of `provider` (with ads, when a tag is configured) adds to its policy. */
export function videoPolicy(provider: "html5" | "youtube" | "vimeo", adTagUrl?: string): PolicyAdditions {
  return mergePolicyAdditions([
    provider === "html5" ? undefined : PROVIDER_HOSTS[provider],
    adTagUrl ? adHosts(adTagUrl) : undefined,
  ]);
}
