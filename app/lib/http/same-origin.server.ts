import { isSecureRequest } from "./security-headers.server";

/**
 * Refuses a state-changing request that a browser says came from another
 * site (DESIGN §5), on top of SameSite cookies. Requests without these
 * headers (curl, very old browsers) carry no cookies of ours across sites
 * anyway, so they pass. The web server's front door applies the same rule
 * to every POST (web/same-origin.ts); routes keep it for their own sake.
 */
export function assertSameOrigin(request: Request): void {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  const provenance = {
    fetchSite: request.headers.get("sec-fetch-site"),
    origin: request.headers.get("origin"),
    host,
    secure: isSecureRequest(request),
  };
  if (isCrossSite(provenance)) throw crossSiteRefusal();
}

export interface Provenance {
  /** The browser's Sec-Fetch-Site. */
  fetchSite: string | null | undefined;
  /** The browser's Origin. */
  origin: string | null | undefined;
  /** The host (with port) the request was sent to, as the browser saw it. */
  host: string | undefined;
  /** The request came over HTTPS (directly or by a trusted proxy's word). */
  secure: boolean;
}

/** The browser says the request came from another site, or from an origin (scheme, host, port) other than this one. */
export function isCrossSite({ fetchSite, origin, host, secure }: Provenance): boolean {
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).origin !== new URL(`${secure ? "https" : "http"}://${host}`).origin;
  } catch {
    return true;
  }
}

function crossSiteRefusal(): Response {
  return new Response("Żądanie z innej witryny zostało odrzucone.", {
    status: 403,
    statusText: "Forbidden",
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
