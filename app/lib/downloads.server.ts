import type { Session } from "./session.server";

/** Passed on as it streams: always an attachment, never cached, never sniffed. */
export async function passDownload(upstream: Response, session: Session): Promise<Response> {
  const headers = await session.commit();
  for (const name of ["Content-Type", "Content-Length"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("Content-Disposition", upstream.headers.get("Content-Disposition") ?? "attachment");
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(upstream.body, { status: 200, headers });
}
