import { setupOperations, setupResponse, toWire } from "../../../app/lib/contract";
import { loadSetup } from "../../db/club";
import { type ApiContext, requireUser } from "../context";
import { routes } from "../http/route";

async function showSetup(c: ApiContext) {
  const user = requireUser(c);
  return c
    .get("deps")
    .reads.through(c, user, ["season"], async () =>
      toWire(setupResponse, await loadSetup(c.get("db"), user.id, c.get("deps").now())),
    );
}

export const setupRoutes = routes(setupOperations, {
  show: showSetup,
});
