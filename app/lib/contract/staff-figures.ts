// The programme's figures and exports (issue 15 item 7). Every export is audited.
import { z } from "zod";

import { isoInstant } from "./common";
import { operation } from "./operation";
import { BMI_CATEGORY_KEYS, REPORT_MEASURE_KEYS } from "./survey";

export const EXPORT_REPORTS = ["clubs", "hours", "surveys", "fitness"] as const;
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
  clubs_by_status: z.array(
    z.object({
      voivodeship: z.string(),
      status: z.number().int(),
      count: z.number().int(),
    }),
  ),
  season_figures: z.array(seasonFigures),
});

const count = z.number().int().nonnegative();
const mean = z.number().nullable();

/** Issue 18: a teacher's group report, added up; no pupil is named. */
const fitnessFigures = z.object({
  level: z.enum(["programme", "voivodeship"]),
  voivodeship: z.string().nullable(),
  sex: z.enum(["K", "M", "all"]),
  pupils: count,
  pupils_surveyed_twice: count,
  measures: z.array(
    z.object({
      measure: z.enum(REPORT_MEASURE_KEYS),
      first_measured: count,
      first_omitted: count,
      first_mean: mean,
      latest_measured: count,
      latest_omitted: count,
      latest_mean: mean,
      change_pupils: count.describe("measured both times"),
      mean_change: mean,
      better: count.nullable(),
      same: count.nullable(),
      worse: count.nullable(),
    }),
  ),
  bmi_categories: z.array(z.object({ category: z.enum(BMI_CATEGORY_KEYS), first: count, latest: count })),
});

export const fitnessFiguresResponse = z.object({
  season: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  computed_at: isoInstant.nullable(),
  /** Surveys or clubs changed since: new figures are being computed. */
  recomputing: z.boolean(),
  figures: z.array(fitnessFigures),
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
  fitnessFigures: operation({
    method: "GET",
    path: "/pl/api/staff/fitness-figures/",
    summary:
      "Sprawność uczniów sezonu (program i województwa, dziewczęta i chłopcy): pierwsze i ostatnie badanie, zmiany, kategorie BMI według WHO; bez danych uczniów",
    tag: "staff",
    auth: "staff",
    query: seasonQuery,
    status: 200,
    response: fitnessFiguresResponse,
    errors: [400, 401, 404],
  }),
  exportReport: operation({
    method: "GET",
    path: "/pl/api/staff/exports/{report}/",
    summary:
      "Zestawienie do pobrania (clubs: kluby i dane do umów bez PESEL i rachunku; hours: godziny odbyte przez nauczycieli w miesiącach sezonu; surveys: ankiety sezonu z pseudonimami uczniów; fitness: sprawność uczniów w klubach, województwach i całym programie, bez danych uczniów). Zapisywane w dzienniku zdarzeń",
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
