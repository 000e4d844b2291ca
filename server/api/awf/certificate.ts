// GET /{event}/pl/api/awf/certificate/: whether the teacher holds a training certificate.
import type { Hono } from "hono";
import { setupOperations } from "../../../app/lib/contract";
import { hasCertificate } from "../../db/club";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { requireEvent } from "../events";
import { route } from "../http/route";

async function showCertificate(c: ApiContext) {
  const user = requireUser(c);
  await requireEvent(c);
  // A certificate from any city's training counts: it certifies the teacher, not the event.
  return { has_certificate: await hasCertificate(c.get("db"), user.id) };
}

export function certificateRoutes(app: Hono<ApiEnv>): void {
  route(app, setupOperations.certificate, showCertificate);
}
