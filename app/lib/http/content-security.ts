// A route's handle names the other hosts its page needs; only that page's policy lists them (DESIGN §5).

export type PolicyDirective = "script-src" | "frame-src" | "img-src" | "connect-src" | "media-src";
export type PolicyAdditions = Partial<Record<PolicyDirective, readonly string[]>>;

export function mergePolicyAdditions(all: readonly (PolicyAdditions | undefined)[]): PolicyAdditions {
  const merged: Partial<Record<PolicyDirective, string[]>> = {};
  for (const additions of all) {
    for (const [directive, sources] of Object.entries(additions ?? {}) as [PolicyDirective, readonly string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
    }
  }
  return merged;
}

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

/** Ad creatives come from anywhere, so a page with ads admits images and media over https. */
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

export function videoPolicy(provider: "html5" | "youtube" | "vimeo", adTagUrl?: string): PolicyAdditions {
  return mergePolicyAdditions([
    provider === "html5" ? undefined : PROVIDER_HOSTS[provider],
    adTagUrl ? adHosts(adTagUrl) : undefined,
  ]);
}
