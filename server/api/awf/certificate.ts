import { setupOperations } from "../../../app/lib/contract";
import { hasCertificate } from "../../db/club";
import { type ApiContext, requireUser } from "../context";
import { requireEvent } from "../events";
import { routes } from "../http/route";

async function showCertificate(c: ApiContext) {
  const user = requireUser(c);
  await requireEvent(c);
  // It certifies the teacher, not the event.
  return { has_certificate: await hasCertificate(c.get("db"), user.id) };
}

export const certificateRoutes = routes(setupOperations, {
  certificate: showCertificate,
});
