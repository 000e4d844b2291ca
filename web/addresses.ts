import type { RequestHandler } from "express";

import { REFUSALS, refuse } from "./refusals";

/** A malformed percent-escape names no page: 400 before a static file or route decodes it. */
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
