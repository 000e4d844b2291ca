// The log is append-only: no call changes it, and the database refuses to (migration 0009).

import { AUDIT_SUBJECTS, STAFF_PAGE_SIZE, staffOperations, toWire } from "../../../app/lib/contract";
import { type AuditEntry, searchAudit } from "../../db/audit";
import type { ApiContext } from "../context";
import { validationError } from "../http/errors";
import { routes } from "../http/route";
import { requireStaff } from "./guard";

/** An entry as the office reads it: who by their label. */
export function auditView(entry: AuditEntry) {
  return { ...entry, at: entry.createdAt.toISOString(), actor: entry.actorLabel };
}

/** A wrong value is a 400, never a silent "all". */
function filtersOf(c: ApiContext) {
  const query = (name: string) => c.req.query(name)?.trim() || undefined;
  const subject = query("subject");
  const actor = query("actor");
  const page = query("page") ?? "1";
  const problems: Record<string, string[]> = {};
  if (subject !== undefined && !AUDIT_SUBJECTS.some((known) => known === subject))
    problems.subject = ["Wybierz rodzaj wpisu z listy."];
  if (actor !== undefined && actor.length > 100) problems.actor = ["Wpisz najwyżej 100 znaków."];
  if (!/^\d{1,5}$/.test(page) || Number(page) < 1) problems.page = ["Podaj numer strony od 1."];
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return { filters: { subjectType: subject, actor }, page: Number(page) };
}

async function listAudit(c: ApiContext) {
  requireStaff(c);
  const { filters, page } = filtersOf(c);
  const { count, rows } = await searchAudit(c.get("db"), filters, { number: page, size: STAFF_PAGE_SIZE });
  return toWire(staffOperations.audit.response, {
    count,
    page,
    pageSize: STAFF_PAGE_SIZE,
    results: rows.map(auditView),
  });
}

export const staffAuditRoutes = routes(staffOperations, {
  audit: listAudit,
});
