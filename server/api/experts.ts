import type { Hono } from "hono";

import { expertOperations, toWire } from "../../app/lib/contract";
import { type ExpertWithItems, listExpertsWithItems } from "../db/experts";
import type { ApiContext, ApiEnv } from "./context";
import { route } from "./http/route";

function expertOf(expert: ExpertWithItems) {
  return {
    ...expert,
    items: expert.items.map((item) => ({
      ...item,
      event: item.event.slug,
      city: item.event.city,
      datetimeStart: item.datetimeStart.toISOString(),
      datetimeEnd: item.datetimeEnd.toISOString(),
    })),
  };
}

async function listAll(c: ApiContext) {
  return toWire(expertOperations.list.response, (await listExpertsWithItems(c.get("db"))).map(expertOf));
}

export function expertRoutes(app: Hono<ApiEnv>): void {
  route(app, expertOperations.list, listAll);
}
