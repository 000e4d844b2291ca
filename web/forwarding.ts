import type { Request, RequestHandler } from "express";

/**
 * Makes the X-Forwarded-* headers the app reads true (ASVS V1.4.x, V7.1.x):
 * express resolves the client's address and protocol by the "trust proxy"
 * setting (with 0 trusted hops the socket's address, and what a client
 * claims in its own X-Forwarded-For is ignored; with N the Nth hop from the
 * right), and the app then sees exactly what was resolved. The app forwards
 * that address to the API, whose per-address limits a spoofed header
 * therefore cannot reset.
 */
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

/**
 * The host the browser asked for, port included (a browser's Origin keeps
 * it): a trusted proxy's X-Forwarded-Host (one that rewrites Host says the
 * original there), else the Host header. Express's own `req.hostname`
 * follows the same rule but drops the port.
 */
function requestHost(req: Request): string | undefined {
  const trusts = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const forwarded = req.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (trusts(req.socket.remoteAddress, 0) && forwarded) || req.get("host");
}
