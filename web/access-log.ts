import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";

import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";

import type { RouteHandle } from "../app/lib/route-handle";
import { createLogger } from "../server/log";
import { inRequest, isUsableRequestId, type RequestContext } from "../server/request-context";
import type { PathRedactor, SecretRoute } from "../server/secret-paths";
import { isHealthCheck } from "./health";

type Request = IncomingMessage & { originalUrl?: string; context?: RequestContext };

export interface AccessLogOptions {
  /** Proxies believed (TRUST_PROXY): only they may name the request id. */
  trustedHops: number;
  loggablePath: PathRedactor;
}

/** One line per request with its request id; no query string, headers or secret path segment (ASVS V7.1.1). */
export function accessLog(destination: Writable, { trustedHops, loggablePath }: AccessLogOptions): RequestHandler {
  const pathOf = (req: Request) => loggablePath(pathOnly(req.originalUrl ?? req.url ?? "/"));
  const line = pinoHttp<Request, ServerResponse>({
    // Every request, whatever LOG_LEVEL.
    logger: createLogger(destination, { level: "info" }),
    genReqId: (req) => req.context!.requestId,
    autoLogging: { ignore: (req) => isHealthCheck(pathOnly(req.url ?? "/")) },
    serializers: {
      req: (req: Request) => ({ method: req.method, path: pathOf(req) }),
      res: (res: ServerResponse) => ({
        status: res.statusCode,
        bytes: Number(res.getHeader("content-length")) || undefined,
      }),
    },
    wrapSerializers: false,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: (req, res, ms) => `${req.method} ${pathOf(req)} ${res.statusCode} ${ms} ms`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode} failed`,
    customSuccessObject: (req, _res, value: object) => ({ ...value, reqId: req.id, db: req.context!.queries }),
    customErrorObject: (req, _res, _error, value: object) => ({ ...value, reqId: req.id, db: req.context!.queries }),
  });
  return (req, res, next) => {
    const given = req.headers["x-request-id"];
    const requestId = trustedHops > 0 && typeof given === "string" && isUsableRequestId(given) ? given : randomUUID();
    const context: RequestContext = { requestId, queries: 0 };
    (req as Request).context = context;
    res.setHeader("X-Request-Id", requestId);
    line(req, res);
    inRequest(context, next);
  };
}

export function pathOnly(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** The build's routes whose handle names secret path parameters, by full pattern. */
export function secretRoutesOf(routes: ServerBuild["routes"]): SecretRoute[] {
  const patternOf = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? patternOf(route.parentId) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  return Object.keys(routes).flatMap((id) => {
    const secrets = (routes[id]!.module.handle as RouteHandle | undefined)?.secretParams;
    return secrets ? [{ pattern: patternOf(id), secrets }] : [];
  });
}
