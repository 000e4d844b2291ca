// GET /pl/api/account/overview/ (issue 16): each part in its single call's shape; the tests compare the two.
import type { Hono } from "hono";
import { accountOverviewOperations } from "../../app/lib/contract";
import { loadAccountFacts } from "../db/users";
import { listItemsOfUser } from "../db/agenda";
import { currentGroupsOf } from "../db/groups";
import { placeJson } from "./awf/season";
import { setupJson } from "./awf/setup";
import { requireUser, type ApiContext, type ApiEnv } from "./context";
import { route } from "./http/route";

async function showOverview(c: ApiContext) {
  const user = requireUser(c);
  const db = c.get("db");
  const { setup, clubEnrollment, subscribed } = await loadAccountFacts(db, user.id, c.get("deps").now());
  const [groups, items] = await Promise.all([
    setup.hasCurrentSeasonEnrollment ? currentGroupsOf(db, user.id) : [],
    listItemsOfUser(db, user.id),
  ]);
  return {
    setup: setupJson(setup),
    club_enrollment: clubEnrollment && { status: clubEnrollment.status, staff_note: clubEnrollment.staffNote },
    groups: groups.map(placeJson),
    newsletter: { enrolled: subscribed, email: user.email },
    agenda: items.map((item) => ({
      id: item.id,
      name: item.name,
      datetime_start: item.datetimeStart.toISOString(),
      user_registered: item.userRegistered,
      waiting_position: item.waitingPosition,
      promoted_at: item.promotedAt?.toISOString() ?? null,
      event: item.event,
    })),
  };
}

export function accountOverviewRoutes(app: Hono<ApiEnv>): void {
  route(app, accountOverviewOperations.show, showOverview);
}
