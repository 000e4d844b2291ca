import { z } from "zod";

import { groupNumber } from "../../../app/lib/contract";
import type { Setup } from "../../../app/lib/contract/setup";
import { recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import { loadSetup } from "../../db/club";
import { currentGroupsOf, findOwnCurrentGroup, type GroupRow, loadSetupAndGroup } from "../../db/groups";
import type { SeasonRow } from "../../db/season";
import type { ApiContext, User } from "../context";
import { forbidden, notFound } from "../http/errors";
import { parseWith } from "../http/validation";
import { auditActor } from "../staff/guard";

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

/** 404 for anyone else's. */
export async function groupFromQuery(c: ApiContext, user: User): Promise<GroupRow | null> {
  const raw = c.req.query("group");
  if (raw === undefined || raw === "") return null;
  const { group } = parseWith(z.object({ group: groupNumber }), { group: raw });
  return requireOwnGroup(c, user, group);
}

/** The rows of the group in ?group=N, or of all the teacher's current groups, each with its group. */
export async function rowsOfListedGroups<Row extends { groupId: number }>(
  c: ApiContext,
  user: User,
  list: (db: Database, groupIds: number[]) => Promise<Row[]>,
): Promise<{ row: Row; group: GroupRow }[]> {
  const only = await groupFromQuery(c, user);
  const own = only ? [only] : await currentGroupsOf(c.get("db"), user.id);
  if (own.length === 0) return [];
  const rows = await list(
    c.get("db"),
    own.map((group) => group.id),
  );
  return rows.map((row) => ({ row, group: own.find((group) => group.id === row.groupId)! }));
}

export async function requireOwnGroup(c: ApiContext, user: User, number: number): Promise<GroupRow> {
  const group = await findOwnCurrentGroup(c.get("db"), user.id, number);
  if (!group) throw notFound(ACCESS_MESSAGES.groupNotFound);
  return group;
}

/** Issue 16: null when `flag` is closed, so the app shows the setup's reason before its 404. */
export async function setupAndOpenGroup(
  c: ApiContext,
  user: User,
  flag: "schedulePreviewAvailable" | "surveysPreviewAvailable",
): Promise<{ setup: Setup & { season: SeasonRow | null }; group: GroupRow | null }> {
  const { group: number } = parseWith(z.object({ group: groupNumber }), { group: c.req.query("group") });
  const { setup, group } = await loadSetupAndGroup(c.get("db"), user.id, number, c.get("deps").now());
  return { setup, group: setup[flag] && setup.season ? group : null };
}

/** A teacher's own record entered by mistake, deleted with its audit row (the teacher the actor); gone meanwhile: 404. */
export async function deleteOwnAudited<Row extends { id: number }>(
  c: ApiContext,
  user: User,
  record: { subject: string; remove: (tx: Database) => Promise<Row | undefined>; before: (row: Row) => unknown },
  notFoundMessage: string,
): Promise<Row> {
  const deleted = await c.get("db").transaction(async (tx) => {
    const row = await record.remove(tx);
    if (row)
      await recordAudit(tx, {
        ...auditActor(user),
        action: `${record.subject}.delete`,
        subjectType: record.subject,
        subjectId: row.id,
        before: record.before(row),
      });
    return row;
  });
  if (!deleted) throw notFound(notFoundMessage);
  return deleted;
}
