import type { Hono } from "hono";

import { setupOperations } from "../../../app/lib/contract";
import { hasCertificate } from "../../db/club";
import { type ApiContext, type ApiEnv, requireUser } from "../context";
import { requireEvent } from "../events";
import { route } from "../http/route";

async function showCertificate(c: ApiContext) {
  const user = requireUser(c);
  await requireEvent(c);
  // It certifies the teacher, not the event.
  return { has_certificate: await hasCertificate(c.get("db"), user.id) };
}

export function certificateRoutes(app: Hono<ApiEnv>): void {
  route(app, setupOperations.certificate, showCertificate);
}
