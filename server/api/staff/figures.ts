// Exports never carry PESEL, a bank account, names, birth dates or disability; each download is audited.
import { differenceInMonths, parseISO } from "date-fns";

import {
  BMI_CATEGORY_KEYS,
  CLUB_STATUS_NAMES,
  type ExportFormat,
  type ExportReport,
  FIGURES_MESSAGES,
  FITNESS_TEST_KEYS,
  fitnessFiguresResponse,
  fitnessTestHeader,
  isExportFormat,
  isExportReport,
  programmeFiguresResponse,
  type REPORT_MEASURE_KEYS,
  staffOperations,
  toWire,
} from "../../../app/lib/contract";
import { recordAudit } from "../../db/audit";
import {
  type FitnessFiguresRow,
  type MeasureFigures,
  seasonFitnessFigures,
  seasonFitnessOverview,
} from "../../db/fitness-figures";
import {
  type ApplicationExportRow,
  applicationsInArrivalOrder,
  classesPerTeacherMonth,
  seasonSurveys,
  type SurveyExportRow,
  type TeacherMonthRow,
} from "../../db/programme-exports";
import { countClubsByStatus, seasonFiguresByVoivodeship } from "../../db/programme-figures";
import { findCurrentSeason, findSeason, listSeasons, type SeasonRow } from "../../db/season";
import { localDateTimeInPoland } from "../../domain/calendar";
import { correctedAt } from "../../domain/club-enrollment";
import type { ReportMeasure } from "../../domain/fitness-report";
import { log } from "../../log";
import { groupPseudonym, pseudonymKey, pupilPseudonym } from "../../security/pseudonym";
import type { ApiContext } from "../context";
import { fieldError, notFound } from "../http/errors";
import { routes } from "../http/route";
import { type Cell, dateCell, type DownloadTable, tableDownload } from "../http/table-download";
import { auditActor, requireStaff } from "./guard";

async function chosenSeason(c: ApiContext): Promise<SeasonRow> {
  const db = c.get("db");
  const asked = c.req.query("season")?.trim();
  if (asked) {
    if (!/^\d{1,9}$/.test(asked)) throw fieldError("season", "Podaj numer sezonu.");
    const season = await findSeason(db, Number(asked));
    if (!season) throw notFound(FIGURES_MESSAGES.seasonNotFound);
    return season;
  }
  const current = (await findCurrentSeason(db)) ?? (await listSeasons(db))[0];
  if (!current) throw notFound(FIGURES_MESSAGES.noSeason);
  return current;
}

function nowInPoland(c: ApiContext): string {
  return localDateTimeInPoland(c.get("deps").now());
}

async function programmeFigures(c: ApiContext) {
  requireStaff(c);
  const db = c.get("db");
  const seasons = await listSeasons(db);
  const season = seasons.length > 0 ? await chosenSeason(c) : null;
  const [clubs, figures] = await Promise.all([
    countClubsByStatus(db),
    season ? seasonFiguresByVoivodeship(db, season.id, nowInPoland(c)) : [],
  ]);
  return toWire(programmeFiguresResponse, { season, seasons, clubsByStatus: clubs, seasonFigures: figures });
}

async function* cellsOf<Row>(
  batches: AsyncIterable<Row[]>,
  cells: (row: Row) => readonly Cell[],
): AsyncGenerator<(readonly Cell[])[]> {
  for await (const batch of batches) yield batch.map(cells);
}

function fileName(what: string, season: SeasonRow): string {
  const slug = season.name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
  // The id tells two seasons' files apart even if a name is reused or changed.
  return `${[what, slug].filter(Boolean).join("-")}-id${season.id}`;
}

function clubsTable(c: ApiContext, season: SeasonRow): DownloadTable {
  const yesNo = (value: boolean) => (value ? "tak" : "nie");
  return {
    filename: fileName("kluby", season),
    sheet: "Kluby",
    columns: [
      { header: "Nr zgłoszenia", width: 8 },
      { header: "Wpłynęło", width: 17 },
      { header: "Poprawiono", width: 17 },
      { header: "Status", width: 14 },
      { header: "Szkoła", width: 40 },
      { header: "Adres szkoły", width: 30 },
      { header: "Kod pocztowy szkoły", width: 10 },
      { header: "Miejscowość szkoły", width: 20 },
      { header: "Województwo szkoły", width: 20 },
      { header: `Grupy w sezonie ${season.name}`, width: 10 },
      { header: "Imię", width: 14 },
      { header: "Drugie imię", width: 14 },
      { header: "Nazwisko", width: 20 },
      { header: "Nazwisko rodowe", width: 20 },
      { header: "E-mail", width: 30 },
      { header: "Telefon", width: 14 },
      { header: "Adres zamieszkania", width: 30 },
      { header: "Kod pocztowy", width: 10 },
      { header: "Poczta", width: 16 },
      { header: "Miejscowość", width: 16 },
      { header: "Województwo", width: 18 },
      { header: "Powiat", width: 16 },
      { header: "Gmina", width: 16 },
      { header: "Oddział NFZ", width: 30 },
      { header: "Urząd skarbowy", width: 30 },
      { header: "Forma zatrudnienia", width: 22 },
      { header: "Okres umowy", width: 20 },
      { header: "Umowa do", width: 12 },
      { header: "Wynagrodzenie", width: 30 },
      { header: "Zgoda dyrektora szkoły", width: 10 },
      { header: "Data podpisania umowy", width: 12 },
    ],
    batches: cellsOf(applicationsInArrivalOrder(c.get("db"), season.id), (row: ApplicationExportRow) => {
      const application = row.application;
      const building = [application.userBuildingNumber, application.userApartmentNumber].filter(Boolean).join("/");
      return [
        row.arrival,
        exportedTime(application.firstSubmittedAt),
        exportedTime(correctedAt(application)),
        CLUB_STATUS_NAMES[application.status as keyof typeof CLUB_STATUS_NAMES] ?? String(application.status),
        application.schoolName,
        `${application.schoolAddress} ${application.schoolBuildingNumber}`.trim(),
        application.schoolPostalCode,
        application.schoolCity,
        application.schoolVoivodeship,
        row.seasonGroups,
        application.userFirstName,
        application.userSecondName,
        application.userLastName,
        application.userFamilyName,
        application.userEmail,
        application.userPhone,
        `${application.userAddress} ${building}`.trim(),
        application.userPostalCode,
        application.userPost,
        application.userCity,
        application.userVoivodeship,
        application.userDistrict,
        application.userCommune,
        application.userNfzDepartment,
        application.userTaxOfficeName,
        application.userEmploymentForm,
        application.userContractPeriod,
        dateCell(application.userLimitedPeriodEndDate),
        application.userRemuneration,
        yesNo(application.schoolsPrincipalConsentFileId !== null),
        dateCell(row.agreementDateSigned),
      ];
    }),
  };
}

/** Polish time, to the minute; empty for none. */
function exportedTime(at: Date | null): Cell {
  return at ? dateCell(localDateTimeInPoland(at)) : null;
}

function hoursTable(c: ApiContext, season: SeasonRow): DownloadTable {
  return {
    filename: fileName("godziny", season),
    sheet: "Godziny",
    columns: [
      { header: "Nazwisko", width: 20 },
      { header: "Imię", width: 14 },
      { header: "E-mail", width: 30 },
      { header: "Szkoła", width: 40 },
      { header: "Województwo szkoły", width: 20 },
      { header: "Miesiąc", width: 10 },
      { header: "Godziny odbyte", width: 10 },
      { header: "Zajęcia odwołane", width: 10 },
      { header: "Zajęcia zaplanowane", width: 10 },
    ],
    batches: cellsOf(classesPerTeacherMonth(c.get("db"), season, nowInPoland(c)), (row: TeacherMonthRow) => [
      row.lastName,
      row.firstName,
      row.email,
      row.schoolName,
      row.voivodeship,
      dateCell(row.month),
      row.heldMinutes / 60,
      row.cancelled,
      row.planned,
    ]),
  };
}

function surveysTable(c: ApiContext, season: SeasonRow): DownloadTable {
  const key = pseudonymKey(c.get("deps").config.dataEncryptionKey);
  const yesNo = (value: boolean) => (value ? "tak" : "nie");
  return {
    filename: fileName("ankiety", season),
    sheet: "Ankiety",
    columns: [
      { header: "Uczeń (pseudonim)", width: 20 },
      { header: "Grupa (pseudonim)", width: 20 },
      { header: "Województwo szkoły", width: 20 },
      { header: "Płeć", width: 6 },
      { header: "Wiek w miesiącach", width: 10 },
      { header: "Data badania", width: 12 },
      { header: "Typ szkoły", width: 16 },
      { header: "Klasa", width: 6 },
      { header: "Udział w lekcjach WF", width: 8 },
      { header: "Ocena z WF", width: 8 },
      { header: "Masa ciała [kg]", width: 10 },
      { header: "Wysokość ciała [cm]", width: 10 },
      { header: "Obwód talii [cm]", width: 10 },
      ...FITNESS_TEST_KEYS.map((test) => ({ header: fitnessTestHeader(test), width: 10 })),
    ],
    batches: cellsOf(seasonSurveys(c.get("db"), season.id), (survey: SurveyExportRow) => [
      pupilPseudonym(key, survey),
      groupPseudonym(key, survey.groupId),
      survey.voivodeship,
      survey.sex,
      differenceInMonths(parseISO(survey.examinationDate), parseISO(survey.birthdate)),
      dateCell(survey.examinationDate),
      survey.schoolType,
      survey.classNumber,
      yesNo(survey.peParticipation),
      survey.peEvaluation,
      survey.bodyWeight,
      survey.bodyHeight,
      survey.waist,
      survey.beepTest,
      survey.run,
      survey.stickOverhang,
      survey.plank,
    ]),
  };
}

const FITNESS_MEASURES: { measure: ReportMeasure; key: (typeof REPORT_MEASURE_KEYS)[number]; header: string }[] = [
  { measure: "bmi", key: "bmi", header: "BMI" },
  { measure: "bmiZ", key: "bmi_z", header: "BMI z-score WHO" },
  { measure: "waistToHeight", key: "waist_to_height", header: "Talia/wzrost" },
  { measure: "beepTest", key: "beep_test", header: fitnessTestHeader("beep_test") },
  { measure: "vo2max", key: "vo2_max", header: "VO2max [ml/kg/min]" },
  { measure: "run", key: "run", header: fitnessTestHeader("run") },
  { measure: "stickOverhang", key: "stick_overhang", header: fitnessTestHeader("stick_overhang") },
  { measure: "plank", key: "plank", header: fitnessTestHeader("plank") },
];

async function fitnessFigures(c: ApiContext) {
  requireStaff(c);
  const db = c.get("db");
  const season = (await listSeasons(db)).length > 0 ? await chosenSeason(c) : null;
  const { afterAnswer } = c.get("deps");
  const overview = season
    ? await seasonFitnessOverview(db, season.id, (task) => afterAnswer("the office's fitness figures", task))
    : null;
  return toWire(fitnessFiguresResponse, {
    season,
    computedAt: overview?.computedAt.toISOString() ?? null,
    recomputing: overview?.recomputing ?? false,
    figures: (overview?.figures ?? [])
      .filter((row): row is FitnessFiguresRow & { level: "programme" | "voivodeship" } => row.level !== "club")
      .map((row) => ({
        ...row,
        measures: FITNESS_MEASURES.map(({ measure, key }) => ({ ...row.measures[measure], measure: key })),
        bmiCategories: BMI_CATEGORY_KEYS.map((category) => ({ category, ...row.bmiCategories[category] })),
      })),
  });
}

const isFitnessTest = (measure: ReportMeasure) => ["beepTest", "run", "stickOverhang", "plank"].includes(measure);

const MEASURE_FIGURE_COLUMNS: { title: string; width: number; figure: keyof MeasureFigures; testsOnly?: true }[] = [
  { title: "pierwsze badanie, średnia", width: 10, figure: "firstMean" },
  { title: "pierwsze badanie, zbadani", width: 8, figure: "firstMeasured" },
  { title: "pierwsze badanie, pominięci", width: 8, figure: "firstOmitted" },
  { title: "ostatnie badanie, średnia", width: 10, figure: "latestMean" },
  { title: "ostatnie badanie, zbadani", width: 8, figure: "latestMeasured" },
  { title: "ostatnie badanie, pominięci", width: 8, figure: "latestOmitted" },
  { title: "zmiana, uczniowie zbadani oba razy", width: 8, figure: "changePupils" },
  { title: "zmiana, średnio", width: 10, figure: "meanChange" },
  { title: "lepiej", width: 8, figure: "better", testsOnly: true },
  { title: "bez zmian", width: 8, figure: "same", testsOnly: true },
  { title: "gorzej", width: 8, figure: "worse", testsOnly: true },
];

const LEVEL_NAMES = { programme: "program", voivodeship: "województwo", club: "klub" } as const;
const SEX_NAMES = { all: "razem", K: "dziewczęta", M: "chłopcy" } as const;

function fitnessTable(c: ApiContext, season: SeasonRow): DownloadTable {
  const perMeasure = FITNESS_MEASURES.flatMap(({ measure, header }) =>
    MEASURE_FIGURE_COLUMNS.filter(({ testsOnly }) => !testsOnly || isFitnessTest(measure)).map(
      ({ title, width, figure }) => ({
        header: `${header}: ${title}`,
        width,
        cell: (row: FitnessFiguresRow) => row.measures[measure][figure],
      }),
    ),
  );
  const perCategory = [...BMI_CATEGORY_KEYS].flatMap((category) => [
    {
      header: `BMI ${BMI_CATEGORY_HEADERS[category]}: pierwsze badanie`,
      width: 8,
      cell: (row: FitnessFiguresRow) => row.bmiCategories[category].first,
    },
    {
      header: `BMI ${BMI_CATEGORY_HEADERS[category]}: ostatnie badanie`,
      width: 8,
      cell: (row: FitnessFiguresRow) => row.bmiCategories[category].latest,
    },
  ]);
  const columns = [
    { header: "Poziom", width: 12, cell: (row: FitnessFiguresRow) => LEVEL_NAMES[row.level] },
    { header: "Województwo", width: 20, cell: (row: FitnessFiguresRow) => row.voivodeship },
    { header: "Nr zgłoszenia klubu", width: 8, cell: (row: FitnessFiguresRow) => row.club },
    { header: "Szkoła", width: 40, cell: (row: FitnessFiguresRow) => row.school },
    { header: "Uczniowie", width: 10, cell: (row: FitnessFiguresRow) => SEX_NAMES[row.sex] },
    { header: "Liczba uczniów", width: 8, cell: (row: FitnessFiguresRow) => row.pupils },
    { header: "Zbadani co najmniej dwa razy", width: 8, cell: (row: FitnessFiguresRow) => row.pupilsSurveyedTwice },
    ...perMeasure,
    ...perCategory,
  ];
  async function* batches() {
    yield (await seasonFitnessFigures(c.get("db"), season.id)).map((row) =>
      columns.map((column) => column.cell(row) ?? null),
    );
  }
  return {
    filename: fileName("sprawnosc", season),
    sheet: "Sprawność",
    columns: columns.map(({ header, width }) => ({ header, width })),
    batches: batches(),
  };
}

const BMI_CATEGORY_HEADERS: Record<(typeof BMI_CATEGORY_KEYS)[number], string> = {
  severe_thinness: "znaczna niedowaga",
  thinness: "niedowaga",
  normal: "prawidłowa",
  overweight: "nadwaga",
  obesity: "otyłość",
  unknown: "brak oceny",
};

const TABLES: Record<ExportReport, (c: ApiContext, season: SeasonRow) => DownloadTable> = {
  clubs: clubsTable,
  hours: hoursTable,
  surveys: surveysTable,
  fitness: fitnessTable,
};

async function exportReport(c: ApiContext) {
  const staff = requireStaff(c);
  const report = c.req.param("report") ?? "";
  if (!isExportReport(report)) throw notFound(FIGURES_MESSAGES.unknownReport);
  const format = c.req.query("format")?.trim() || "csv";
  if (!isExportFormat(format)) throw fieldError("format", FIGURES_MESSAGES.unknownFormat);
  const season = await chosenSeason(c);
  await recordAudit(c.get("db"), {
    ...auditActor(staff),
    action: `export.${report}`,
    subjectType: "season",
    subjectId: season.id,
    after: { format, season: season.name },
  });
  return tableDownload(TABLES[report](c, season), format satisfies ExportFormat, (error) =>
    log.error({ err: error, report, season: season.id }, "export failed"),
  );
}

export const staffFigureRoutes = routes(staffOperations, {
  programmeFigures,
  fitnessFigures,
  exportReport,
});
