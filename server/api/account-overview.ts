// GET /pl/api/account/overview/ (issue 16): each part in its single call's shape; the tests compare the two.

import { accountOverviewOperations, accountOverviewResponse, toWire } from "../../app/lib/contract";
import { listItemsOfUser } from "../db/agenda";
import { currentGroupsOf } from "../db/groups";
import { loadAccountFacts } from "../db/users";
import { type ApiContext, requireUser, type User } from "./context";
import { routes } from "./http/route";

async function showOverview(c: ApiContext) {
  const user = requireUser(c);
  return c.get("deps").reads.through(c, user, ["season", "agenda"], () => readOverview(c, user));
}

async function readOverview(c: ApiContext, user: User) {
  const db = c.get("db");
  const { setup, clubEnrollment, subscribed } = await loadAccountFacts(db, user.id, c.get("deps").now());
  const [groups, items] = await Promise.all([
    setup.hasCurrentSeasonEnrollment ? currentGroupsOf(db, user.id) : [],
    listItemsOfUser(db, user.id),
  ]);
  return toWire(accountOverviewResponse, {
    setup,
    clubEnrollment,
    groups,
    newsletter: { enrolled: subscribed, email: user.email },
    agenda: items.map((item) => ({
      ...item,
      datetimeStart: item.datetimeStart.toISOString(),
      promotedAt: item.promotedAt?.toISOString() ?? null,
    })),
  });
}

export const accountOverviewRoutes = routes(accountOverviewOperations, {
  show: showOverview,
});
