import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";

import { ClubEnrollmentStatus } from "../../../app/lib/contract";
import {
  createActiveClub,
  createClubEnrollment,
  createCurrentSeason,
  createUser,
  expectJson,
  newUserToken,
  openTestApi,
} from "../../../tests/support/api";
import { testDrivers } from "../../../tests/support/db";
import { csvRows, HOURS_EXPORT_COLUMNS, sheetOf } from "../../../tests/support/downloads";
import { auditEntriesAbout } from "../../db/audit";
import { clubEnrollments, groups, scheduleItems, surveys, users } from "../../db/schema";

/** An XLSX export's one sheet. */
describe.each(testDrivers())("the programme's figures and exports on %s", (driver) => {
  const t = openTestApi(driver);
  let staff: string;
  let seasonId: number;
  beforeAll(async () => {
    // Tuesday 10 March 2026, 10:00 in Poland.
    t.clock.now = new Date("2026-03-10T09:00:00Z");
    staff = await newUserToken(t, { isStaff: true });
    seasonId = (await createCurrentSeason(t.db)).id;

    const warsaw = await createActiveClub(t.db, t.config, seasonId, 2);
    await t.db.update(users).set({ lastname: "Adamska", firstname: "Ewa" }).where(eq(users.id, warsaw.user.id));
    await t.db.update(groups).set({ girlsCount: 8, boysCount: 7 }).where(eq(groups.userId, warsaw.user.id));
    const krakow = await createActiveClub(t.db, t.config, seasonId, 1);
    await t.db.update(users).set({ lastname: "Zielińska", firstname: "Maria" }).where(eq(users.id, krakow.user.id));
    await t.db
      .update(clubEnrollments)
      .set({
        schoolVoivodeship: "małopolskie",
        schoolName: '=HYPERLINK("http://zly.example")',
        // First sent on 1 March, returned for correction, sent again on 4 March.
        firstSubmittedAt: new Date("2026-03-01T08:15:00Z"),
        submittedAt: new Date("2026-03-04T10:30:00Z"),
      })
      .where(eq(clubEnrollments.userId, krakow.user.id));
    // An application still being verified, in no season.
    await createClubEnrollment(t.db, t.config, (await createUser(t.db)).id, ClubEnrollmentStatus.verification);

    const [one, two] = warsaw.groups;
    const lesson = (
      groupId: number,
      datetime: string,
      status: "planned" | "cancelled" = "planned",
      durationMinutes = 60,
    ) => ({
      groupId,
      datetime,
      durationMinutes,
      status,
      place: "Sala gimnastyczna",
      topic: "Gry i zabawy",
      girlsCount: 5,
      boysCount: 5,
    });
    await t.db.insert(scheduleItems).values([
      lesson(one.id, "2026-02-03T14:30"),
      lesson(one.id, "2026-02-10T14:30", "cancelled"),
      lesson(two.id, "2026-03-03T14:30", "planned", 45),
      // Began at 8:30 and, 90 minutes long, ended at 10:00: held.
      lesson(two.id, "2026-03-10T08:30", "planned", 90),
      // Begins at 10:30: not held yet.
      lesson(two.id, "2026-03-10T10:30"),
      lesson(krakow.groups[0].id, "2026-01-20T12:00"),
    ]);
    const survey = (ordinalNumber: number, firstName: string, examinationDate: string, beepTest: number | null) => ({
      groupId: one.id,
      ordinalNumber,
      firstName,
      lastName: "Kamińska",
      sex: "K" as const,
      birthdate: "2015-05-04",
      examinationDate,
      schoolType: "podstawowa",
      classNumber: 4,
      guardianConsent: true,
      peParticipation: true,
      peEvaluation: 5,
      bodyWeight: 38.5,
      bodyHeight: 146,
      beepTest,
      disabilityEncrypted: "x",
    });
    await t.db
      .insert(surveys)
      .values([
        survey(1, "Zofia", "2026-03-02", 30),
        survey(2, "Hanna", "2026-03-02", null),
        survey(3, "zofia ", "2026-03-09", 34),
      ]);
  });

  const get = (path: string) => t.request("GET", path, { token: staff });

  it("counts applications by voivodeship and status, and the season's groups, pupils, classes and surveys", async () => {
    const figures = await expectJson(await get("/pl/api/staff/figures/"), 200);
    expect(figures.season).toEqual({ id: seasonId, name: "Sezon wiosenny 2026", is_current: true });
    expect(figures.clubs_by_status).toEqual([
      { voivodeship: "małopolskie", status: 1, count: 1 },
      { voivodeship: "mazowieckie", status: 0, count: 1 },
      { voivodeship: "mazowieckie", status: 1, count: 1 },
    ]);
    expect(figures.season_figures).toEqual([
      {
        voivodeship: "małopolskie",
        clubs: 1,
        groups: 1,
        girls: 0,
        boys: 0,
        classes_held: 1,
        classes_cancelled: 0,
        classes_planned: 0,
        surveys: 0,
      },
      {
        voivodeship: "mazowieckie",
        clubs: 1,
        groups: 2,
        girls: 16,
        boys: 14,
        classes_held: 3,
        classes_cancelled: 1,
        classes_planned: 1,
        surveys: 3,
      },
    ]);
  });

  it("exports the hours held per teacher per month for payroll, as CSV and as XLSX", async () => {
    const response = await get(`/pl/api/staff/exports/hours/?season=${seasonId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(
      `filename="godziny-sezon-wiosenny-2026-id${seasonId}.csv"`,
    );
    const rows = await csvRows(response);
    expect(rows[0]).toEqual(HOURS_EXPORT_COLUMNS);
    // Every teacher in every month, from Zielińska's class in January (before the season's dates) to June; hours
    // from each class's duration: 45 and 90 minutes held in March.
    const figures = rows.slice(1).map((row) => [row[0], row[5], row[6], row[7], row[8]]);
    const everyMonth = (teacher: string, classes: Record<string, string[]>) =>
      ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"].map((month) => [
        teacher,
        month,
        ...(classes[month] ?? ["0", "0", "0"]),
      ]);
    expect(figures).toEqual([
      ...everyMonth("Adamska", { "2026-02": ["1", "1", "0"], "2026-03": ["2,25", "0", "1"] }),
      ...everyMonth("Zielińska", { "2026-01": ["1", "0", "0"] }),
    ]);

    const xlsx = await get(`/pl/api/staff/exports/hours/?season=${seasonId}&format=xlsx`);
    expect(xlsx.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const sheet = await sheetOf(xlsx);
    expect(sheet.name).toBe("Godziny");
    expect(sheet.getRow(1).getCell(7).value).toBe("Godziny odbyte");
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      "Adamska",
      "Ewa",
      expect.stringContaining("@"),
      "Szkoła Podstawowa nr 12",
      "mazowieckie",
      new Date(Date.UTC(2026, 2, 1)),
      2.25,
      0,
      1,
    ]);
    // The month is a date cell shown as a month; zeros are numbers.
    expect(sheet.getRow(4).getCell(6).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(4).getCell(6).numFmt).toBe("yyyy-mm");
    const last = sheet.getRow(13).values as unknown[];
    expect([last[1], ...last.slice(5)]).toEqual(["Zielińska", "małopolskie", new Date(Date.UTC(2026, 5, 1)), 0, 0, 0]);
    expect(sheet.rowCount).toBe(13);
    expect(sheet.autoFilter).toBe("A1:I13");

    const audit = await auditEntriesAbout(t.db, "season", seasonId);
    expect(audit.map((entry) => [entry.action, entry.after])).toEqual(
      expect.arrayContaining([
        ["export.hours", { format: "csv", season: "Sezon wiosenny 2026" }],
        ["export.hours", { format: "xlsx", season: "Sezon wiosenny 2026" }],
      ]),
    );
  });

  it("exports clubs with their contract data in order of arrival, without PESEL or bank account, formulas inert", async () => {
    const rows = await csvRows(await get("/pl/api/staff/exports/clubs/"));
    const text = rows.flat().join(";");
    expect(text).not.toContain("02070803628");
    expect(text).not.toContain("61109010140000071219812874");
    expect(rows).toHaveLength(4);
    expect(rows[0].slice(0, 4)).toEqual(["Nr zgłoszenia", "Wpłynęło", "Poprawiono", "Status"]);
    expect(rows.slice(1).map((row) => [row[0], row[3], row[9]])).toEqual([
      ["1", "zaakceptowane", "2"],
      ["2", "zaakceptowane", "1"],
      ["3", "weryfikacja", "0"],
    ]);
    // Arrived when first sent; a correction is its own column, empty for one sent once.
    expect(rows[1].slice(1, 3)).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/), ""]);
    expect(rows[2].slice(1, 3)).toEqual(["2026-03-01 09:15", "2026-03-04 11:30"]);
    // A school named like a formula stays text in a spreadsheet.
    expect(rows[2][4]).toBe(`"'=HYPERLINK(""http://zly.example"")"`);
  });

  it("writes every XLSX export with date cells, a filter over every column and numbers of at most two decimals", async () => {
    const exported = async (report: string) => sheetOf(await get(`/pl/api/staff/exports/${report}/?format=xlsx`));
    for (const report of ["clubs", "hours", "surveys", "fitness"]) {
      const sheet = await exported(report);
      const last = sheet.getColumn(sheet.getRow(1).cellCount).letter;
      expect(sheet.autoFilter, report).toBe(`A1:${last}${sheet.rowCount}`);
      sheet.eachRow((row, number) => {
        if (number === 1) return;
        row.eachCell((cell) => {
          if (typeof cell.value === "number") expect(Math.round(cell.value * 100) / 100, report).toBe(cell.value);
        });
      });
    }

    const clubs = await exported("clubs");
    const header = (sheet: ExcelJS.Worksheet, name: string) => (sheet.getRow(1).values as unknown[]).indexOf(name);
    // Krakow's application: first sent at 9:15 on 1 March, corrected at 11:30 on 4 March, Polish time.
    const krakow = clubs.getRow(3);
    expect(krakow.getCell(header(clubs, "Wpłynęło")).value).toEqual(new Date(Date.UTC(2026, 2, 1, 9, 15)));
    expect(krakow.getCell(header(clubs, "Wpłynęło")).numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(krakow.getCell(header(clubs, "Poprawiono")).type).toBe(ExcelJS.ValueType.Date);
    expect(clubs.getRow(2).getCell(header(clubs, "Poprawiono")).value).toBeNull();

    const surveys = await exported("surveys");
    const examined = surveys.getRow(2).getCell(header(surveys, "Data badania"));
    expect(examined.value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(examined.numFmt).toBe("yyyy-mm-dd");
  });

  it("exports surveys under stable pseudonyms, with age in months and no names or birth dates", async () => {
    const all = await csvRows(await get("/pl/api/staff/exports/surveys/"));
    expect(all.flat().join(";")).not.toMatch(/Zofia|Hanna|Kamińska|2015-05-04/i);
    const rows = all.slice(1);
    expect(rows).toHaveLength(3);
    const [first, other, again] = rows;
    expect(first[0]).toMatch(/^U-[0-9A-F]{16}$/);
    expect(again[0]).toBe(first[0]);
    expect(other[0]).not.toBe(first[0]);
    expect(first[1]).toBe(again[1]);
    // Born 4 May 2015, examined 2 March 2026: 129 full months.
    expect(first.slice(2, 6)).toEqual(["mazowieckie", "K", "129", "2026-03-02"]);
    expect([first[10], first[13], other[13], again[13]]).toEqual(["38,5", "30", "", "34"]);
    expect((await auditEntriesAbout(t.db, "season", seasonId)).map((entry) => entry.action)).toContain(
      "export.surveys",
    );
  });

  it("adds up the pupils' fitness per voivodeship and for the programme, naming no pupil", async () => {
    const body = await expectJson(await get("/pl/api/staff/fitness-figures/"), 200);
    expect(body.season).toEqual({ id: seasonId, name: expect.any(String) });
    const programme = body.figures.find(
      (row: { level: string; sex: string }) => row.level === "programme" && row.sex === "all",
    );
    // Zofia twice ("zofia " the second time is the same girl), Hanna once without the shuttle run.
    expect(programme).toMatchObject({ voivodeship: null, pupils: 2, pupils_surveyed_twice: 1 });
    expect(programme.measures.find((m: { measure: string }) => m.measure === "beep_test")).toEqual({
      measure: "beep_test",
      first_measured: 1,
      first_omitted: 1,
      first_mean: 30,
      latest_measured: 1,
      latest_omitted: 0,
      latest_mean: 34,
      change_pupils: 1,
      mean_change: 4,
      better: 1,
      same: 0,
      worse: 0,
    });
    expect(
      body.figures.map((row: { level: string; voivodeship: string | null; sex: string; pupils: number }) => [
        row.level,
        row.voivodeship,
        row.sex,
        row.pupils,
      ]),
    ).toEqual([
      ["programme", null, "all", 2],
      ["programme", null, "K", 2],
      ["voivodeship", "mazowieckie", "all", 2],
      ["voivodeship", "mazowieckie", "K", 2],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Zofia|Hanna|Kamińska|2015-05-04/i);
    expect(body).toMatchObject({ computed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), recomputing: false });
  });

  it("answers a view after a survey changed with the last fitness figures, marked, and has new ones for the next", async () => {
    const before = await expectJson(await get("/pl/api/staff/fitness-figures/"), 200);
    const [survey] = await t.db.select().from(surveys).where(eq(surveys.beepTest, 34));
    await t.db.update(surveys).set({ beepTest: 40 }).where(eq(surveys.id, survey!.id));
    const meanOf = (body: { figures: { level: string; sex: string; measures: { measure: string }[] }[] }) =>
      body.figures
        .find((row) => row.level === "programme" && row.sex === "all")!
        .measures.find((m) => m.measure === "beep_test");

    const changed = await expectJson(await get("/pl/api/staff/fitness-figures/"), 200);
    expect(changed).toEqual({ ...before, recomputing: true });
    await t.afterAnswer.settled();
    const after = await expectJson(await get("/pl/api/staff/fitness-figures/"), 200);
    expect(after.recomputing).toBe(false);
    expect(Date.parse(after.computed_at)).toBeGreaterThanOrEqual(Date.parse(before.computed_at));
    expect(meanOf(after)).toMatchObject({ latest_mean: 40, mean_change: 10 });
    // The survey as it was, and the figures with it, for the tests after this one.
    await t.db.update(surveys).set({ beepTest: 34 }).where(eq(surveys.id, survey!.id));
    expect((await expectJson(await get("/pl/api/staff/fitness-figures/"), 200)).recomputing).toBe(true);
    await t.afterAnswer.settled();
    expect(await expectJson(await get("/pl/api/staff/fitness-figures/"), 200)).toMatchObject({ recomputing: false });
  });

  it("exports the pupils' fitness per club, voivodeship and programme, for researchers", async () => {
    const rows = await csvRows(await get("/pl/api/staff/exports/fitness/"));
    expect(rows[0]!.slice(0, 7)).toEqual([
      "Poziom",
      "Województwo",
      "Nr zgłoszenia klubu",
      "Szkoła",
      "Uczniowie",
      "Liczba uczniów",
      "Zbadani co najmniej dwa razy",
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[4], row[5], row[6]])).toEqual([
      ["program", "", "razem", "2", "1"],
      ["program", "", "dziewczęta", "2", "1"],
      ["województwo", "mazowieckie", "razem", "2", "1"],
      ["województwo", "mazowieckie", "dziewczęta", "2", "1"],
      ["klub", "mazowieckie", "razem", "2", "1"],
      ["klub", "mazowieckie", "dziewczęta", "2", "1"],
    ]);
    const beepBetter = rows[0]!.indexOf("Test wahadłowy 20 m [odcinki]: lepiej");
    expect(rows[1]![beepBetter]).toBe("1");
    expect(rows.flat().join(";")).not.toMatch(/Zofia|Hanna|Kamińska|2015-05-04/i);
    expect((await auditEntriesAbout(t.db, "season", seasonId)).map((entry) => entry.action)).toContain(
      "export.fitness",
    );
  });

  it("refuses an unknown report, format or season", async () => {
    expect((await get("/pl/api/staff/exports/pesel/")).status).toBe(404);
    const format = await get("/pl/api/staff/exports/hours/?format=pdf");
    expect(await expectJson(format, 400)).toEqual({ format: ["Wybierz format CSV albo XLSX."] });
    expect((await get("/pl/api/staff/exports/hours/?season=abc")).status).toBe(400);
    expect((await get("/pl/api/staff/exports/hours/?season=999999")).status).toBe(404);
    expect((await get("/pl/api/staff/figures/?season=999999")).status).toBe(404);
  });

  it("is refused to a teacher and to a visitor", async () => {
    const teacher = await newUserToken(t);
    for (const path of ["/pl/api/staff/figures/", "/pl/api/staff/fitness-figures/", "/pl/api/staff/exports/hours/"]) {
      expect((await t.request("GET", path, { token: teacher })).status).toBe(403);
      expect((await t.request("GET", path)).status).toBe(401);
    }
  });
});
