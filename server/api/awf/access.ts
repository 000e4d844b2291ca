// Guards shared by the teacher's club pages: setup flags enforced on the
// server, and groups looked up only among the teacher's own.
import { z } from "zod";
import { loadSetup } from "../../db/club";
import type { SeasonRow } from "../../db/season";
import { findOwnCurrentGroup, loadSetupAndGroup, type GroupRow } from "../../db/groups";
import type { Setup } from "../../../app/lib/contract/setup";
import type { ApiContext, User } from "../context";
import { forbidden, notFound } from "../http/errors";
import { parseWith } from "../http/validation";
import { groupNumber } from "../../../app/lib/contract";

const ACCESS_MESSAGES = {
  groupNotFound: "Nie znaleziono grupy.",
} as const;

export async function requireSetupFlag(
  c: ApiContext,
  user: User,
  flag: keyof Pick<
    Setup,
    "schedulePreviewAvailable" | "scheduleAddingAvailable" | "surveysPreviewAvailable" | "surveysAddingAvailable"
  >,
  message: string,
): Promise<Setup & { season: SeasonRow }> {
  const setup = await loadSetup(c.get("db"), user.id, c.get("deps").now());
  if (!setup[flag] || !setup.season) throw forbidden(message);
  return setup as Setup & { season: SeasonRow };
}

/** `?group=N`: one of the teacher's groups, or 404 for anyone else's (or none). */
export async function groupFromQuery(c: ApiContext, user: User): Promise<GroupRow | null> {
  const raw = c.req.query("group");
  if (raw === undefined || raw === "") return null;
  const { group } = parseWith(z.object({ group: groupNumber }), { group: raw });
  return requireOwnGroup(c, user, group);
}

export async function requireOwnGroup(c: ApiContext, user: User, number: number): Promise<GroupRow> {
  const group = await findOwnCurrentGroup(c.get("db"), user.id, number);
  if (!group) throw notFound(ACCESS_MESSAGES.groupNotFound);
  return group;
}

/**
 * A screen's read model (issue 16): the setup, and the teacher's group of the
 * required `?group=N` when the feature `flag` is open to them, else null (the
 * app then shows the setup's reason or its 404, in that order).
 */
export async function setupAndOpenGroup(
  c: ApiContext,
  user: User,
  flag: "schedulePreviewAvailable" | "surveysPreviewAvailable",
): Promise<{ setup: Setup & { season: SeasonRow | null }; group: GroupRow | null }> {
  const { group: number } = parseWith(z.object({ group: groupNumber }), { group: c.req.query("group") });
  const { setup, group } = await loadSetupAndGroup(c.get("db"), user.id, number, c.get("deps").now());
  return { setup, group: setup[flag] && setup.season ? group : null };
}
