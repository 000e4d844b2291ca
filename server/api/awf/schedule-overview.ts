// GET /pl/api/awf/schedule/overview/?group=N: what a group's schedule screen
// shows, in one call (issue 16). Each part is read as its own call reads it,
// and answered in the same shape. The group is looked up only when the
// schedule is open to the teacher, and only among their own.
import type { Hono } from "hono";
import { z } from "zod";
import { groupNumber, scheduleOverviewOperations } from "../../../app/lib/contract";
import { loadSetup } from "../../db/club";
import { findOwnCurrentGroup } from "../../db/groups";
import { listScheduleItems } from "../../db/schedule";
import { requireUser, type ApiContext, type ApiEnv } from "../context";
import { route } from "../http/route";
import { parseWith } from "../http/validation";
import { feedTokenOf } from "./calendar";
import { scheduleItemJson } from "./schedule";
import { groupJson } from "./season";
import { setupJson } from "./setup";

async function showScheduleOverview(c: ApiContext) {
  const user = requireUser(c);
  const { group: number } = parseWith(z.object({ group: groupNumber }), { group: c.req.query("group") });
  const db = c.get("db");
  const setup = await loadSetup(db, user.id, c.get("deps").now());
  const group =
    setup.schedulePreviewAvailable && setup.season ? await findOwnCurrentGroup(db, user.id, number) : undefined;
  const [items, token] = await Promise.all([
    group ? listScheduleItems(db, [group.id]) : [],
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
