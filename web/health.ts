import type { RequestHandler } from "express";

import type { Readiness } from "../server/health";

/**
 * /healthz (the process answers) and /readyz (it can serve: web/main.ts says
 * how it knows) for the proxy and an orchestrator: JSON, never cached, and
 * left out of the access log, which they would fill every few seconds.
 */
export function healthChecks(readiness: () => Promise<Readiness>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/healthz") {
      res.set("Cache-Control", "no-store").json({ status: "ok" });
      return;
    }
    if (req.path !== "/readyz") return next();
    readiness().then(
      ({ ready, checks }) =>
        res
          .status(ready ? 200 : 503)
          .set("Cache-Control", "no-store")
          .json({ status: ready ? "ok" : "unavailable", checks }),
      next,
    );
  };
}

/** Whether a path is a health check's (the access log leaves them out). */
export function isHealthCheck(path: string): boolean {
  return path === "/healthz" || path === "/readyz";
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
