// The log is append-only: no call changes it, and the database refuses to (migration 0009).

import {
  AUDIT_FILTER_MESSAGES,
  AUDIT_SUBJECTS,
  type ExportFormat,
  FIGURES_MESSAGES,
  isExportFormat,
  PAGING_MESSAGES,
  STAFF_PAGE_SIZE,
  staffOperations,
  toWire,
} from "../../../app/lib/contract";
import { isValidIsoDate } from "../../../app/lib/validation";
import { auditBatches, type AuditEntry, type AuditFilters, recordAudit, searchAudit } from "../../db/audit";
import { addDays, instantInPoland, timestampInPoland } from "../../domain/calendar";
import { log } from "../../log";
import type { ApiContext } from "../context";
import { validationError } from "../http/errors";
import { routes } from "../http/route";
import { dateCell, type DownloadTable, tableDownload } from "../http/table-download";
import { auditActor, requireStaff } from "./guard";

/** An entry as the office reads it: who by their label. */
export function auditView(entry: AuditEntry) {
  return { ...entry, at: entry.createdAt.toISOString(), actor: entry.actorLabel };
}

/** A wrong value is a 400, never a silent "all"; days are Polish calendar days. */
function filtersOf(c: ApiContext): { filters: AuditFilters; asked: Record<string, string> } {
  const query = (name: string) => c.req.query(name)?.trim() || undefined;
  const [subject, actor, about, from, to] = ["subject", "actor", "about", "from", "to"].map(query);
  const problems: Record<string, string[]> = {};
  if (subject !== undefined && !AUDIT_SUBJECTS.some((known) => known === subject))
    problems.subject = [AUDIT_FILTER_MESSAGES.subject];
  for (const [name, text] of [
    ["actor", actor],
    ["about", about],
  ] as const)
    if (text !== undefined && text.length > 100) problems[name] = [AUDIT_FILTER_MESSAGES.tooLong];
  for (const [name, day] of [
    ["from", from],
    ["to", to],
  ] as const)
    if (day !== undefined && !isValidIsoDate(day)) problems[name] = [AUDIT_FILTER_MESSAGES.date];
  if (from && to && !problems.from && !problems.to && to < from) problems.to = [AUDIT_FILTER_MESSAGES.range];
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const asked = Object.fromEntries(
    Object.entries({ subject, actor, about, from, to }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  return {
    filters: {
      subjectType: subject,
      actor,
      about,
      since: from ? instantInPoland(from, "00:00") : undefined,
      until: to ? instantInPoland(addDays(to, 1), "00:00") : undefined,
    },
    asked,
  };
}

function pageOf(c: ApiContext): number {
  const page = c.req.query("page")?.trim() || "1";
  if (!/^\d{1,5}$/.test(page) || Number(page) < 1) throw validationError({ page: [PAGING_MESSAGES.page] });
  return Number(page);
}

async function listAudit(c: ApiContext) {
  requireStaff(c);
  const { filters } = filtersOf(c);
  const page = pageOf(c);
  const { count, rows } = await searchAudit(c.get("db"), filters, { number: page, size: STAFF_PAGE_SIZE });
  return toWire(staffOperations.audit.response, {
    count,
    page,
    pageSize: STAFF_PAGE_SIZE,
    results: rows.map(auditView),
  });
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

function auditTable(c: ApiContext, filters: AuditFilters): DownloadTable {
  const db = c.get("db");
  async function* batches() {
    for await (const rows of auditBatches(db, filters))
      yield rows.map((entry) => [
        dateCell(timestampInPoland(entry.createdAt)),
        entry.actorLabel,
        entry.action,
        entry.subjectType,
        entry.subjectId,
        entry.reason || null,
        asJson(entry.before),
        asJson(entry.after),
      ]);
  }
  return {
    filename: "dziennik-zdarzen",
    sheet: "Dziennik zdarzeń",
    columns: [
      { header: "Kiedy (czas polski)", width: 20 },
      { header: "Kto", width: 28 },
      { header: "Czynność", width: 24 },
      { header: "Czego dotyczy", width: 18 },
      { header: "Nr", width: 8 },
      { header: "Powód", width: 30 },
      { header: "Przed", width: 40 },
      { header: "Po", width: 40 },
    ],
    batches: batches(),
  };
}

/** Reading the whole log is itself written to it. */
async function exportAudit(c: ApiContext) {
  const staff = requireStaff(c);
  const { filters, asked } = filtersOf(c);
  const format = c.req.query("format")?.trim() || "csv";
  if (!isExportFormat(format)) throw validationError({ format: [FIGURES_MESSAGES.unknownFormat] });
  await recordAudit(c.get("db"), {
    ...auditActor(staff),
    action: "export.audit",
    subjectType: "user",
    subjectId: staff.id,
    after: { format, filters: asked },
  });
  return tableDownload(auditTable(c, filters), format satisfies ExportFormat, (error) =>
    log.error({ err: error }, "audit export failed"),
  );
}

export const staffAuditRoutes = routes(staffOperations, {
  audit: listAudit,
  auditExport: exportAudit,
});
