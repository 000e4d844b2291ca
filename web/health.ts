import type { RequestHandler } from "express";

import { healthAnswer, isHealthCheck, type Readiness } from "../server/health";

export { isHealthCheck };

export function healthChecks(readiness: () => Promise<Readiness>): RequestHandler {
  return (req, res, next) => {
    // Not awaited: every other request passes on without a promise.
    if ((req.method !== "GET" && req.method !== "HEAD") || !isHealthCheck(req.path)) return next();
    healthAnswer(req.path, readiness).then(
      (answer) => (answer ? res.status(answer.status).set("Cache-Control", "no-store").json(answer.body) : next()),
      next,
    );
  };
}

const UPSTREAM_TIMEOUT_MS = 2_000;

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
