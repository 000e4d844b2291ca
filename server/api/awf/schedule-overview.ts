// Issue 16: the group is looked up only when the schedule is open, and only among the teacher's own.

import { scheduleOverviewOperations, scheduleOverviewResponse, toWire } from "../../../app/lib/contract";
import { scheduleItemsOfGroup } from "../../db/schedule";
import { type ApiContext, requireUser, type User } from "../context";
import { routes } from "../http/route";
import { setupAndOpenGroup } from "./access";
import { feedTokenOf } from "./calendar";
import { scheduleItemOf } from "./schedule";

async function showScheduleOverview(c: ApiContext) {
  const user = requireUser(c);
  return c.get("deps").reads.through(c, user, ["season"], () => readScheduleOverview(c, user));
}

async function readScheduleOverview(c: ApiContext, user: User) {
  const { setup, group } = await setupAndOpenGroup(c, user, "schedulePreviewAvailable");
  const [items, token] = await Promise.all([
    group ? scheduleItemsOfGroup(c.get("db"), group.id) : [],
    feedTokenOf(c, user.id, "classes"),
  ]);
  const season = group ? setup.season : null;
  return toWire(scheduleOverviewResponse, {
    setup,
    season,
    group,
    items: group ? items.map((item) => scheduleItemOf(item, group)) : [],
    calendar: { token },
  });
}

export const scheduleOverviewRoutes = routes(scheduleOverviewOperations, {
  show: showScheduleOverview,
});
