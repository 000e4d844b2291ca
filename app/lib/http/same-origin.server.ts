import { isSecureRequest } from "./security-headers.server";

/** On top of SameSite cookies (DESIGN §5); requests without these headers carry no cookies of ours cross-site. */
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
  fetchSite: string | null | undefined;
  origin: string | null | undefined;
  host: string | undefined;
  secure: boolean;
}

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
