import type { RequestHandler } from "express";

import { healthAnswer, isHealthCheck, type Readiness } from "../server/health";

export { isHealthCheck };

/**
 * /healthz and /readyz (server/health.ts; web/main.ts says how this process
 * knows it is ready) for the proxy and an orchestrator.
 */
export function healthChecks(readiness: () => Promise<Readiness>): RequestHandler {
  return (req, res, next) => {
    // Checked here, not by awaiting healthAnswer: every other request passes on without a promise.
    if ((req.method !== "GET" && req.method !== "HEAD") || !isHealthCheck(req.path)) return next();
    healthAnswer(req.path, readiness).then(
      (answer) => (answer ? res.status(answer.status).set("Cache-Control", "no-store").json(answer.body) : next()),
      next,
    );
  };
}

const UPSTREAM_TIMEOUT_MS = 2_000;

/** Readiness of a web app whose API runs elsewhere (UPSTREAM_URL): that API's own /readyz. */
export function upstreamReadiness(upstreamUrl: string): () => Promise<Readiness> {
  return async () => {
    try {
      const response = await fetch(`${upstreamUrl}/readyz`, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
      const body = (await response.json().catch(() => ({}))) as { checks?: Record<string, string> };
      return {
        ready: response.ok,
        checks: { upstream: response.ok ? "ok" : `answered ${response.status}`, ...body.checks },
      };
    } catch {
      return { ready: false, checks: { upstream: "unreachable" } };
    }
  };
}
