// GET /{event}/pl/api/awf/certificate/: whether the teacher holds a training certificate.
import { Hono } from "hono";
import { hasCertificate } from "../../db/club";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { requireEvent } from "../events";

async function showCertificate(c: ApiContext) {
  const user = requireUser(c);
  await requireEvent(c);
  // A certificate from any city's training counts: it certifies the teacher, not the event.
  return c.json({ has_certificate: await hasCertificate(c.get("db"), user.id) });
}

export const certificateRoutes = new Hono<ApiEnv>().get("/awf/certificate/", showCertificate);
