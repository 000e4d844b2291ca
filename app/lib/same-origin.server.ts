/**
 * Refuses a state-changing request that a browser says came from another
 * site (DESIGN §5), on top of SameSite cookies. Requests without these
 * headers (curl, very old browsers) carry no cookies of ours across sites
 * anyway, so they pass.
 */
export function assertSameOrigin(request: Request): void {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw crossSiteRefusal();
  }

  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw crossSiteRefusal();
    }
    if (originHost !== host) throw crossSiteRefusal();
  } else if (origin === "null") {
    throw crossSiteRefusal();
  }
}

function crossSiteRefusal(): Response {
  return new Response("Żądanie z innej witryny zostało odrzucone.", {
    status: 403,
    statusText: "Forbidden",
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
