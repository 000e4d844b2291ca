import { once } from "node:events";
import { existsSync, mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "@remix-run/node";

import { UPLOAD_MAX_KB_DEFAULT } from "../../app/lib/contract/constants";
import { multipartBodyLimit } from "../../app/lib/forms/upload-limits";
import { getConfig } from "../../server/config";
import { readiness } from "../../server/health";
import { createWebServer, type WebServerOptions } from "../../web/server";

const BUILD = path.resolve("build/index.js");
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export interface RunningWebServer {
  url: string;
  /** The access log's lines so far. */
  log: () => string[];
  /** The build's routes. */
  routes: ServerBuild["routes"];
  close: () => Promise<void>;
}

let build: Promise<ServerBuild> | undefined;

/** The production build, once per test file, on its own embedded database with the demo data. */
function loadBuild(): Promise<ServerBuild> {
  if (!existsSync(BUILD)) throw new Error("Brak build/index.js: uruchom najpierw `npm run build`.");
  process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "sport-kluby-web-"));
  process.env.SEED_DEMO = "true";
  delete process.env.UPSTREAM_URL;
  delete process.env.DATABASE_URL;
  build ??= import(pathToFileURL(BUILD).href) as Promise<ServerBuild>;
  return build;
}

/**
 * The web server of `npm start` (web/server.ts) on a loopback port, in this
 * process (so a test can read its memory), in front of the production build.
 */
export async function startWebServer(options: Partial<WebServerOptions> = {}): Promise<RunningWebServer> {
  const lines: string[] = [];
  const accessLog = new PassThrough();
  accessLog.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
  const build = await loadBuild();
  const app = createWebServer(build, {
    trustedHops: 0,
    formBodyLimit: 1024 * 1024,
    uploadBodyLimit: multipartBodyLimit(UPLOAD_MAX_KB_DEFAULT),
    accessLog,
    readiness: () => readiness(getConfig()),
    ...options,
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await untilDatabaseReady(url);
  return {
    url,
    log: () => [...lines],
    routes: build.routes,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The embedded database is created and seeded on the first call to the API. */
async function untilDatabaseReady(url: string, timeoutMs = 55_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${url}/agenda`, { headers: { "user-agent": BROWSER_UA } });
    await response.arrayBuffer();
    if (response.status !== 503) return;
    if (Date.now() > deadline) throw new Error(`the embedded database was not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
