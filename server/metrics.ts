// Metrics in the Prometheus text format (issue 17), served on a port of their
// own (METRICS_PORT, on loopback unless METRICS_HOST says otherwise) so that
// nothing of them faces the public: request durations by route and status,
// upstream calls by API area, the database pool, login failures and
// throttles, the outbox's queue, and Node's own (memory, event loop, GC).
import { createServer, type Server } from "node:http";

import client from "prom-client";

import { getConfig } from "./config";
import { databaseIfReady, databasePoolStats } from "./db/client";
import { outboxCounts } from "./db/outbox";
import { log } from "./log";

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    requestDuration: new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Web requests answered, by route (the path with its ids as :id), method and status",
      labelNames: ["route", "method", "status"] as const,
      buckets: seconds,
      registers: [registry],
    }),
    upstreamDuration: new client.Histogram({
      name: "upstream_call_duration_seconds",
      help: "Calls of the web app to the /pl/api platform API, by the API's area and the answer's status",
      labelNames: ["area", "status"] as const,
      buckets: seconds,
      registers: [registry],
    }),
    loginFailures: new client.Counter({
      name: "login_failures_total",
      help: "Logins refused for a wrong e-mail address or password, or a disabled account",
      registers: [registry],
    }),
    throttled: new client.Counter({
      name: "throttled_requests_total",
      help: "Requests refused with 429 by a rate limit, by what was limited (login, register, …)",
      labelNames: ["purpose"] as const,
      registers: [registry],
    }),
    pool: new client.Gauge({
      name: "database_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting: requests waiting for a connection)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const stats = databasePoolStats();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    }),
    outbox: new client.Gauge({
      name: "outbox_messages",
      help: "E-mails in the outbox: waiting to be sent (retries included), or failed after every retry",
      labelNames: ["state"] as const,
      registers: [registry],
      async collect() {
        const db = databaseIfReady(getConfig());
        if (!db) return;
        const { waiting, failed } = await outboxCounts(db);
        this.set({ state: "waiting" }, waiting);
        this.set({ state: "failed" }, failed);
      },
    }),
  };
}

// The server build and web/main.ts load this module each on its own: one registry for both.
const holder = globalThis as typeof globalThis & { __sportKlubyMetrics?: ReturnType<typeof createMetrics> };

export const metrics = (holder.__sportKlubyMetrics ??= createMetrics());

/** The metrics server: GET /metrics and nothing else, on `host` (loopback by default). */
export function startMetricsServer(port: number, host = "127.0.0.1"): Server {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, "metrics could not be collected");
        res.writeHead(500).end();
      },
    );
  });
  server.on("error", (error) => log.error({ err: error }, `the metrics server on ${host}:${port} did not start`));
  server.listen(port, host, () => log.info(`metrics on http://${host}:${port}/metrics`));
  return server;
}

/** Where to serve the metrics: METRICS_PORT (none: no metrics server) and METRICS_HOST (loopback by default). */
export function metricsAddress(env: Record<string, string | undefined>): { port: number; host: string } | null {
  const text = env.METRICS_PORT?.trim();
  if (!text) return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(
      `METRICS_PORT musi być numerem portu (1–65535), jest „${text}”. / METRICS_PORT must be a port number.`,
    );
  return { port, host: env.METRICS_HOST?.trim() || "127.0.0.1" };
}
