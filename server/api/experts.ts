import type { Hono } from "hono";
import { expertOperations, type ReplyOf } from "../../app/lib/contract";
import { listExpertsWithItems, type ExpertWithItems } from "../db/experts";
import type { ApiContext, ApiEnv } from "./context";
import { route } from "./http/route";

type ExpertJson = ReplyOf<typeof expertOperations.list>[number];

function expertJson(expert: ExpertWithItems): ExpertJson {
  return {
    slug: expert.slug,
    name: expert.name,
    title: expert.title,
    bio: expert.bio,
    photo: expert.photo,
    items: expert.items.map((item) => ({
      id: item.id,
      name: item.name,
      event: item.event.slug,
      city: item.event.city,
      datetime_start: item.datetimeStart.toISOString(),
      datetime_end: item.datetimeEnd.toISOString(),
      part: item.part,
      sign_up_enabled: item.signUpEnabled,
      role: item.role,
    })),
  };
}

async function listAll(c: ApiContext) {
  return (await listExpertsWithItems(c.get("db"))).map(expertJson);
}

export function expertRoutes(app: Hono<ApiEnv>): void {
  route(app, expertOperations.list, listAll);
}
