// The programme's figures and exports (issue 15 item 7): what the office
// reports about a season, and the tables it hands on — clubs and their
// contract data to the office's files, hours held per teacher per month to
// payroll (the contract is paid per hour), pseudonymised surveys to
// researchers. Every export is audited.
import { z } from "zod";

import { operation } from "./operation";

/** What can be exported, as the API's path spells it. */
export const EXPORT_REPORTS = ["clubs", "hours", "surveys"] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isExportReport(value: string): value is ExportReport {
  return EXPORT_REPORTS.some((report) => report === value);
}

export function isExportFormat(value: string): value is ExportFormat {
  return EXPORT_FORMATS.some((format) => format === value);
}

export const FIGURES_MESSAGES = {
  noSeason: "Nie ma jeszcze żadnego sezonu.",
  seasonNotFound: "Nie znaleziono sezonu.",
  unknownReport: "Nie ma takiego zestawienia.",
  unknownFormat: "Wybierz format CSV albo XLSX.",
} as const;

const seasonFigures = z.object({
  voivodeship: z.string().describe("Województwo szkoły; pusty napis, gdy klub nie ma zgłoszenia"),
  clubs: z.number().int().describe("Kluby zapisane na sezon"),
  groups: z.number().int(),
  girls: z.number().int().describe("Zadeklarowane dziewczęta"),
  boys: z.number().int().describe("Zadeklarowani chłopcy"),
  classes_held: z.number().int().describe("Zajęcia, które się odbyły (nieodwołane i zakończone)"),
  classes_cancelled: z.number().int(),
  classes_planned: z.number().int().describe("Zajęcia jeszcze przed nami"),
  surveys: z.number().int().describe("Wpisane ankiety uczniów"),
});

export const programmeFiguresResponse = z.object({
  season: z.object({ id: z.number().int(), name: z.string(), is_current: z.boolean() }).nullable(),
  seasons: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Every application ever sent, by the school's voivodeship and the application's status (0–4). */
  clubs_by_status: z.array(
    z.object({
      voivodeship: z.string(),
      status: z.number().int(),
      count: z.number().int(),
    }),
  ),
  /** The season's figures per voivodeship; the whole programme is their sum. */
  season_figures: z.array(seasonFigures),
});

const seasonQuery = { season: "Sezon (domyślnie bieżący)" } as const;

export const staffFiguresOperations = {
  programmeFigures: operation({
    method: "GET",
    path: "/pl/api/staff/figures/",
    summary: "Liczby programu: zgłoszenia według statusu i województwa; grupy, uczniowie, zajęcia i ankiety sezonu",
    tag: "staff",
    auth: "staff",
    query: seasonQuery,
    status: 200,
    response: programmeFiguresResponse,
    errors: [400, 401, 404],
  }),
  exportReport: operation({
    method: "GET",
    path: "/pl/api/staff/exports/{report}/",
    summary:
      "Zestawienie do pobrania (clubs: kluby i dane do umów bez PESEL i rachunku; hours: godziny odbyte przez nauczycieli w miesiącach sezonu; surveys: ankiety sezonu z pseudonimami uczniów). Zapisywane w dzienniku zdarzeń",
    tag: "staff",
    auth: "staff",
    query: {
      ...seasonQuery,
      format: { description: `Format: ${EXPORT_FORMATS.join(" albo ")} (domyślnie csv)`, type: "string" },
    },
    status: 200,
    response: null,
    rawDescription:
      "text/csv (UTF-8 z BOM, średnik jako separator, jak otwiera go polski Excel) albo arkusz XLSX, jako załącznik, przesyłany strumieniem",
    errors: [400, 401, 404],
  }),
};
