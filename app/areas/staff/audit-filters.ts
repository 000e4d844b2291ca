// The audit log's filters as the office's address names them (Polish), and as the API's query does.
import type { ExportFormat } from "~/lib/contract/staff-figures";

export interface AuditFilterValues {
  subject: string;
  actor: string;
  about: string;
  from: string;
  to: string;
}

/** Address name of each filter. */
export const AUDIT_FILTER_PARAMS: Record<keyof AuditFilterValues, string> = {
  subject: "rodzaj",
  actor: "kto",
  about: "dotyczy",
  from: "od",
  to: "do",
};

export const NO_AUDIT_FILTERS: AuditFilterValues = { subject: "", actor: "", about: "", from: "", to: "" };

export function auditFiltersOf(params: URLSearchParams): AuditFilterValues {
  const value = (name: keyof AuditFilterValues) => params.get(AUDIT_FILTER_PARAMS[name])?.trim() ?? "";
  return {
    subject: value("subject"),
    actor: value("actor"),
    about: value("about"),
    from: value("from"),
    to: value("to"),
  };
}

/** The API's query: empty filters left out. */
export function auditQueryOf(filters: AuditFilterValues): Partial<AuditFilterValues> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
}

/** The filters under their address names, for a page link or the export's. */
export function auditAddressFilters(filters: AuditFilterValues): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(AUDIT_FILTER_PARAMS) as (keyof AuditFilterValues)[]).map((name) => [
      AUDIT_FILTER_PARAMS[name],
      filters[name],
    ]),
  );
}

/** The download of what the log shows. */
export function auditExportHref(filters: AuditFilterValues, format: ExportFormat): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(auditAddressFilters(filters))) if (value) query.set(name, value);
  query.set("format", format);
  return `/biuro/dziennik/eksport?${query}`;
}
