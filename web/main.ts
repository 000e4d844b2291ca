// The web app's process: secrets and settings, the front door (web/server.ts), and the drain on SIGTERM.
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";

import { loadAppConfig } from "../app/lib/config.server";
import { multipartBodyLimit } from "../app/lib/forms/upload-limits";
import { getConfig as apiConfig, loadConfig as loadApiConfig, provideSecrets } from "../server/config";
import { readiness } from "../server/health";
import { log } from "../server/log";
import { metricsAddress, startMetricsServer } from "../server/metrics";
import { upstreamReadiness } from "./health";
import { createWebServer } from "./server";

process.umask(0o077);
process.setSourceMapsEnabled(true);

const FORM_BODY_LIMIT = 1024 * 1024;
const SHUTDOWN_GRACE_MS = 10_000;

function settingsOrExit() {
  try {
    provideSecrets();
    const app = loadAppConfig();
    // Settings of the in-process API are checked now, not at the first call.
    if (app.production && !app.upstreamUrl) loadApiConfig();
    return { ...app, metrics: metricsAddress(process.env) };
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = settingsOrExit();
const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
// As remix-serve installs them when single fetch is off (DESIGN §3).
installGlobals();
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

const port = Number(process.env.PORT || 3000);
// Why: docs/decisions/012-draining-behind-nginx.md
const UPSTREAM_IDLE_MS = 65_000;
const host = process.env.HOST || undefined;
const DRAIN_MS = config.trustedProxyHops > 0 ? 3_000 : 0;
const PROXY_IDLE_MS = 2_500;
const LEAVE_WAIT_MS = 1_000;
const TURNED_AWAY_SETTLE_MS = 200;
let draining = false;
let leaving = false;
const ready = config.upstreamUrl ? upstreamReadiness(config.upstreamUrl) : () => readiness(apiConfig());
const web = createWebServer(build, {
  mode: process.env.NODE_ENV === "development" ? "development" : "production",
  trustedHops: config.trustedProxyHops,
  formBodyLimit: FORM_BODY_LIMIT,
  uploadBodyLimit: multipartBodyLimit(config.uploadMaxKb),
  accessLog: process.stdout,
  readiness: async () => {
    const answer = await ready();
    return draining ? { ready: false, checks: { ...answer.checks, process: "stopping" } } : answer;
  },
  isDraining: () => draining,
  leaving: { now: () => leaving, turnedAway: () => stopListeningIn(TURNED_AWAY_SETTLE_MS) },
});
const announce = () => {
  log.info(`web app listening on http://${host ?? "localhost"}:${port}`);
  if (process.env.NODE_ENV === "development") void broadcastDevReady(build);
};
const server = host ? web.listen(port, host, announce) : web.listen(port, announce);
// Longer than nginx keeps idle connections, so nginx always closes first.
server.keepAliveTimeout = UPSTREAM_IDLE_MS;
server.headersTimeout = UPSTREAM_IDLE_MS + 1_000;
if (config.metrics) startMetricsServer(config.metrics.port, config.metrics.host);

/** Stop taking connections without closing idle ones (the proxy's); the earliest time asked wins. */
let closingAt = Infinity;
let closing: NodeJS.Timeout | undefined;
function stopListeningIn(ms: number) {
  if (Date.now() + ms >= closingAt) return;
  closingAt = Date.now() + ms;
  clearTimeout(closing);
  closing = setTimeout(() => {
    net.Server.prototype.close.call(server, () => process.exit(0));
    setTimeout(() => server.closeIdleConnections(), PROXY_IDLE_MS).unref();
  }, ms);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    draining = true;
    setTimeout(() => {
      if (DRAIN_MS > 0) {
        // Tell nginx to send nothing more before the socket closes (a queued connection would be reset: a 502).
        leaving = true;
        stopListeningIn(LEAVE_WAIT_MS);
      } else {
        server.close(() => process.exit(0));
        server.closeIdleConnections();
      }
    }, DRAIN_MS);
    setTimeout(() => process.exit(1), DRAIN_MS + SHUTDOWN_GRACE_MS).unref();
  });
}
