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
  /** Proxies in front of this server that are believed (TRUST_PROXY): only they may name the request id. */
  trustedHops: number;
  /** The path as it may be logged: a secret segment is replaced by its parameter's name. */
  loggablePath: PathRedactor;
}

/**
 * One line per request (a JSON object, or a readable line in development):
 * method, path, status, size, time, the database queries it cost, and its
 * request id, which every other line logged while serving it carries too, the
 * answer's X-Request-Id header tells, and the BFF sends to the API. The query
 * string is left out (ASVS V7.1.1): it carries password-reset and
 * first-password tokens, and what teachers search for; so are headers, and
 * so is a secret in the path (a calendar feed's address).
 */
export function accessLog(destination: Writable, { trustedHops, loggablePath }: AccessLogOptions): RequestHandler {
  const pathOf = (req: Request) => loggablePath(pathOnly(req.originalUrl ?? req.url ?? "/"));
  const line = pinoHttp<Request, ServerResponse>({
    // Every request, whatever LOG_LEVEL leaves out of the other lines (as a proxy's access log would).
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

/** The build's routes whose handle names secret path parameters (RouteHandle.secretParams), by full pattern. */
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
