// Issue 16: the group is looked up only when the schedule is open, and only among the teacher's own.
import type { Hono } from "hono";
import { scheduleOverviewOperations } from "../../../app/lib/contract";
import { scheduleItemsOfGroup } from "../../db/schedule";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { route } from "../http/route";
import { setupAndOpenGroup } from "./access";
import { feedTokenOf } from "./calendar";
import { scheduleItemJson } from "./schedule";
import { groupJson } from "./season";
import { setupJson } from "./setup";

async function showScheduleOverview(c: ApiContext) {
  const user = requireUser(c);
  const { setup, group } = await setupAndOpenGroup(c, user, "schedulePreviewAvailable");
  const [items, token] = await Promise.all([
    group ? scheduleItemsOfGroup(c.get("db"), group.id) : [],
    feedTokenOf(c, user.id, "classes"),
  ]);
  const season = group ? setup.season : null;
  return {
    setup: setupJson(setup),
    season: season
      ? { date_start: season.dateStart, date_end: season.dateEnd, schedule_max_date: season.scheduleMaxDate }
      : null,
    group: group ? groupJson(group) : null,
    items: group ? items.map((item) => scheduleItemJson(item, group)) : [],
    calendar: { token },
  };
}

export function scheduleOverviewRoutes(app: Hono<ApiEnv>): void {
  route(app, scheduleOverviewOperations.show, showScheduleOverview);
}
