import type { Request, RequestHandler } from "express";

/** X-Forwarded-* as express resolved them by TRUST_PROXY, so a spoofed header cannot reset the API's per-address limits (ASVS V1.4, V7.1). */
export function truthfulForwarding(): RequestHandler {
  return (req, _res, next) => {
    req.headers["x-forwarded-for"] = req.ip ?? req.socket.remoteAddress ?? "";
    req.headers["x-forwarded-proto"] = req.protocol;
    const host = requestHost(req);
    if (host) req.headers["x-forwarded-host"] = host;
    else delete req.headers["x-forwarded-host"];
    next();
  };
}

/** The host the browser asked for, port kept: a trusted proxy's X-Forwarded-Host, else Host. */
function requestHost(req: Request): string | undefined {
  const trusts = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const forwarded = req.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (trusts(req.socket.remoteAddress, 0) && forwarded) || req.get("host");
}
