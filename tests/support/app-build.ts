import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { createRequestHandler, type ServerBuild } from "@remix-run/server-runtime";

const BUILD = path.resolve("build/index.js");
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * The production server build, driven without a network: requests go
 * straight to Remix's handler, as the web server (web/server.ts) passes them.
 * Its embedded database opens at the first call to the API: `loadAppHandler`
 * waits for that, `loadApp` (for a file that needs only the build's routes
 * when its tests are declared) does not.
 */
export async function loadApp() {
  if (!existsSync(BUILD)) throw new Error("Brak build/index.js: uruchom najpierw `npm run build`.");
  // The in-process API opens its own embedded database with the demo data.
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "sport-kluby-app-"));
  process.env.SEED_DEMO = "true";
  delete process.env.UPSTREAM_URL;
  delete process.env.DATABASE_URL;
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const request = (path: string, init: RequestInit & { userAgent?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("user-agent", init.userAgent ?? BROWSER_UA);
    if (!headers.has("host")) headers.set("host", "localhost:3000");
    return handle(new Request(`http://localhost:3000${path}`, { ...init, headers }));
  };
  return Object.assign(request, { routes: build.routes });
}

/** The production build with its embedded database ready (call it in `beforeAll`). */
export async function loadAppHandler() {
  const request = await loadApp();
  await untilDatabaseReady(request);
  return request;
}

/**
 * The embedded database is created, migrated and seeded on the first call
 * to the API (seconds, many more on a busy machine, past the upstream
 * timeout). Tests start once a page that calls the API answers, as a server
 * is started before it is put behind a load balancer.
 */
export async function untilDatabaseReady(request: (path: string) => Promise<Response>, timeoutMs = 55_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await request("/agenda");
    if (response.status !== 503) return;
    if (Date.now() > deadline) throw new Error(`the embedded database was not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Each route of the build with its full URL pattern, e.g. "/konto/ankiety/:group". */
export function routePatterns(routes: ServerBuild["routes"]): { id: string; pattern: string }[] {
  const pattern = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? pattern(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.keys(routes).map((id) => ({ id, pattern: "/" + pattern(id).replace(/^\/+/, "") }));
}
