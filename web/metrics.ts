import type { RequestHandler } from "express";

import { metrics } from "../server/metrics";
import type { PathRedactor } from "../server/secret-paths";
import { pathOnly } from "./access-log";
import { isReadablePath } from "./addresses";
import { isHealthCheck } from "./health";

export function requestMetrics(loggablePath: PathRedactor): RequestHandler {
  return (req, res, next) => {
    const path = loggablePath(pathOnly(req.originalUrl ?? req.url));
    if (isHealthCheck(path)) return next();
    const stop = metrics.requestDuration.startTimer({ method: req.method });
    res.once("finish", () => stop({ route: routeLabel(path, res.statusCode), status: String(res.statusCode) }));
    next();
  };
}

/** A path as a metric label, of which there must be few: ids become :id, unknown paths one label. */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return "(not found)";
  if (!isReadablePath(path)) return "(bad address)";
  if (path.startsWith("/build/")) return "/build/*";
  if (path.startsWith("/media/")) return "/media/*";
  if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith(".ics")) return "(file)";
  return path
    .split("/")
    .map((segment) => (/\d/.test(segment) ? ":id" : segment))
    .join("/");
}
