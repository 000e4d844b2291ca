// The web app's process (`npm start` runs it with the production build):
// provides development secrets and checks the deployment's settings, closes the data folder to other users,
// serves the app through the front door (web/server.ts) and, on SIGTERM,
// drains behind a proxy, then stops taking connections while the requests
// in flight finish.
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";

import { loadAppConfig } from "../app/lib/config.server";
import { multipartBodyLimit } from "../app/lib/forms/upload-limits";
import { getConfig as apiConfig, loadConfig as loadApiConfig, provideSecrets } from "../server/config";
import { readiness } from "../server/health";
import { metricsAddress, startMetricsServer } from "../server/metrics";
import { upstreamReadiness } from "./health";
import { createWebServer } from "./server";
import { log } from "../server/log";

/** Files and folders this process creates (the database, the mail outbox, uploads' temporary files) are its own alone. */
process.umask(0o077);
process.setSourceMapsEnabled(true);

/** A form without a file: its fields, however long a teacher's notes. */
const FORM_BODY_LIMIT = 1024 * 1024;
const SHUTDOWN_GRACE_MS = 10_000;

function settingsOrExit() {
  try {
    // Before anything reads them: the app's settings, the API's and the Remix build's own.
    provideSecrets();
    const app = loadAppConfig();
    // A deployment whose API runs in this process has its settings checked now, not at the first call.
    if (app.production && !app.upstreamUrl) loadApiConfig();
    return { ...app, metrics: metricsAddress(process.env) };
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = settingsOrExit();
const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
// Remix's own fetch globals, as remix-serve installs them when single fetch is off (DESIGN §3).
installGlobals();
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

const port = Number(process.env.PORT || 3000);
/** How long an idle connection from the proxy stays open: longer than the proxy keeps it (2 s). */
const UPSTREAM_IDLE_MS = 65_000;
const host = process.env.HOST || undefined;
// Behind a proxy, a stopping instance first drains: for a while it goes on answering, each answer closing its
// connection (Connection: close), and /readyz says it is stopping. Then it tells nginx to leave it alone (see
// the signal handler below), stops taking connections, and waits for the proxy to let go of those it leaves
// idle (nginx after 2 s, deploy/nginx.conf) before closing the idle ones left. Closing one the proxy still
// holds races the proxy, which may be sending a form on it that moment: a form is never retried, so it would
// be a 502 (a rolling restart under load found it twice, tests/cluster/faults.test.ts).
const DRAIN_MS = config.trustedProxyHops > 0 ? 3_000 : 0;
/** Longer than the proxy keeps a connection idle (nginx, 2 s). */
const PROXY_IDLE_MS = 2_500;
/** After the drain, how long to wait for a page request to turn away; and how long nginx takes to heed one. */
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
  // Under `npm run dev` (remix dev --manual), which restarts this process on every build.
  if (process.env.NODE_ENV === "development") void broadcastDevReady(build);
};
const server = host ? web.listen(port, host, announce) : web.listen(port, announce);
// An idle connection is kept longer than the proxy keeps its idle connections to us (deploy/nginx.conf,
// keepalive_timeout 2s): were this side to close first, a request the proxy sent on the closing
// connection at that moment would be lost, and a form (POST) is never retried: a 502 (found by the
// enrolment-opening rush, bench/rush.mjs). Node's default is 5 s.
server.keepAliveTimeout = UPSTREAM_IDLE_MS;
server.headersTimeout = UPSTREAM_IDLE_MS + 1_000;
if (config.metrics) startMetricsServer(config.metrics.port, config.metrics.host);

/**
 * Behind the proxy: stop taking connections, but close no idle one yet (http.Server's own close would, racing
 * the proxy). Each answer closes its own, and the proxy lets go of those it holds idle; any still idle after
 * the proxy's idle time is another client's (a health check's), closed then. The earliest time asked wins.
 */
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
        // A connection nginx opened that still waits in the listening socket's queue when it closes is reset,
        // with a form already sent on it: a 502. So first nginx is told to send nothing more here (the next
        // page request is turned away with a 503, which it passes on and counts as a failure); the socket
        // closes once nginx has taken that in, or after a second without a page request.
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
