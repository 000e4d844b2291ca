import { expertOperations, toWire } from "../../app/lib/contract";
import { type ExpertWithItems, listExpertsWithItems } from "../db/experts";
import type { ApiContext } from "./context";
import { routes } from "./http/route";

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

export const expertRoutes = routes(expertOperations, {
  list: listAll,
});
