import type { RequestHandler } from "express";

import { REFUSALS, refuse } from "./refusals";

/**
 * A path with a malformed percent-escape ("/%", "/szkolenia/%zz", a cut
 * UTF-8 sequence) names no page: it is answered 400 with the error page
 * before a static file or a route tries to decode it.
 */
export function readableAddresses(): RequestHandler {
  return (req, res, next) => (isReadablePath(req.path) ? next() : refuse(res, next, REFUSALS.badAddress));
}

export function isReadablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
