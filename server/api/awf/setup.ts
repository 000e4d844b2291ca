import type { Hono } from "hono";

import { setupOperations, setupResponse, toWire } from "../../../app/lib/contract";
import { loadSetup } from "../../db/club";
import { type ApiContext, type ApiEnv, requireUser } from "../context";
import { route } from "../http/route";

async function showSetup(c: ApiContext) {
  const user = requireUser(c);
  return toWire(setupResponse, await loadSetup(c.get("db"), user.id, c.get("deps").now()));
}

export function setupRoutes(app: Hono<ApiEnv>): void {
  route(app, setupOperations.show, showSetup);
}
