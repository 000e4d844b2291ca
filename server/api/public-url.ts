// Where links in e-mails point: the web app, at the address a teacher opens.
import type { ApiContext } from "./context";

/**
 * PUBLIC_URL when it is set, which production requires. Elsewhere (npm start
 * on any port or host, the e2e servers) the origin the web app was asked on,
 * as the web app forwards it like a reverse proxy (X-Forwarded-Proto and
 * X-Forwarded-Host), or this request's own when called directly. Those
 * headers are the caller's to choose, so they are never read in production.
 */
export function publicUrl(c: ApiContext): string {
  const configured = c.get("deps").config.publicUrl;
  if (configured) return configured;
  const own = new URL(c.req.url);
  const protocol = firstValue(c.req.header("x-forwarded-proto")) ?? own.protocol.replace(/:$/, "");
  const host = firstValue(c.req.header("x-forwarded-host")) ?? own.host;
  const forwarded = `${protocol}://${host}`;
  return /^https?$/.test(protocol) && URL.canParse(forwarded) ? new URL(forwarded).origin : own.origin;
}

/** A proxy chain lists hops comma-separated, the first being the client's side. */
function firstValue(header: string | undefined): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}
