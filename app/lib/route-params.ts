import type { Params } from "@remix-run/react";

import { requireFound } from "./not-found";

/** Anything but a positive whole number answers the 404 page before any upstream call. */
export function numberParam(params: Params, name: string): number {
  const value = params[name];
  requireFound(value && /^[1-9]\d{0,8}$/.test(value));
  return Number(value);
}

export function isUuid(value: string | undefined): value is string {
  return value !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
