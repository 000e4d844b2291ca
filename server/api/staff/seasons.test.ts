import { eq } from "drizzle-orm";

import {
  createActiveClub,
  describeOnEachDatabase,
  expectJson,
  officeAccount,
  SEASON_BODY as SCHOOL_YEAR,
  seasonBodyInYear,
} from "../../../tests/support/api";
import { auditEntriesAbout } from "../../db/audit";
import { scheduleItems, seasons } from "../../db/schema";

describeOnEachDatabase("the office's seasons on %s", (t) => {
  const { call } = officeAccount(t);

  const current = async () =>
    (await t.db.select().from(seasons).where(eq(seasons.isCurrent, true))).map((row) => row.name);

  it("creates a season, current when asked, taking the mark from the other", async () => {
    const earlier = await expectJson(
      await call("POST", "/pl/api/staff/seasons/", { ...seasonBodyInYear(2027), is_current: true }),
      201,
    );
    expect(earlier).toMatchObject({ is_current: true, clubs: 0, groups: 0, classes: 0, first_class: null });
    const created = await expectJson(
      await call("POST", "/pl/api/staff/seasons/", { ...seasonBodyInYear(2028), is_current: true }),
      201,
    );
    expect(created).toMatchObject({ ...seasonBodyInYear(2028), is_current: true });
    expect(await current()).toEqual(["Sezon 2028/2029"]);
    expect((await auditEntriesAbout(t.db, "season", created.id))[0]).toMatchObject({
      action: "season.create",
      after: { ...seasonBodyInYear(2028), is_current: true },
    });

    const listed = await expectJson(await call("GET", "/pl/api/staff/seasons/"), 200);
    expect(listed.map((season: { name: string }) => season.name).slice(0, 2)).toEqual([
      "Sezon 2028/2029",
      "Sezon 2027/2028",
    ]);

    expect((await call("POST", `/pl/api/staff/seasons/${earlier.id}/current/`)).status).toBe(200);
    expect(await current()).toEqual(["Sezon 2027/2028"]);
    expect((await call("POST", "/pl/api/staff/seasons/999999/current/")).status).toBe(404);
  });

  it("refuses dates that would make the setup flags meaningless, at their fields", async () => {
    expect(
      await expectJson(
        await call("POST", "/pl/api/staff/seasons/", {
          ...SCHOOL_YEAR,
          schedule_max_date: "2031-07-01",
          surveys_date_end: "2030-09-01",
        }),
        400,
      ),
    ).toEqual({
      schedule_max_date: ["Ostatni dzień planowania zajęć musi przypadać w sezonie."],
      surveys_date_end: ["Koniec ankiet nie może przypadać przed ich początkiem."],
    });
    expect((await call("POST", "/pl/api/staff/seasons/", { ...SCHOOL_YEAR, date_start: "1.09.2030" })).status).toBe(
      400,
    );
    expect((await call("POST", "/pl/api/staff/seasons/", { ...SCHOOL_YEAR, name: " " })).status).toBe(400);
  });

  it("refuses a name another season has and a day another season has, at their fields, in the database too", async () => {
    const taken = await expectJson(await call("POST", "/pl/api/staff/seasons/", seasonBodyInYear(2034)), 201);
    const overlaps = "Sezony nie mogą na siebie zachodzić: sezon „Sezon 2034/2035” trwa od 01.09.2034 do 27.06.2035.";
    const create = (body: object) => call("POST", "/pl/api/staff/seasons/", body);
    expect(await expectJson(await create(seasonBodyInYear(2036, " sezon 2034/2035")), 400)).toEqual({
      name: ["Sezon o tej nazwie już jest. Nadaj inną nazwę."],
    });
    // From the day the other one ends: told at the start.
    expect(
      await expectJson(
        await create({ ...seasonBodyInYear(2035), date_start: "2035-06-27", surveys_date_start: "2035-09-15" }),
        400,
      ),
    ).toEqual({ date_start: [overlaps] });
    // Up to the day it starts: told at the end.
    expect(
      await expectJson(
        await create({ ...seasonBodyInYear(2033), date_end: "2034-09-01", schedule_max_date: "2034-06-13" }),
        400,
      ),
    ).toEqual({ date_end: [overlaps] });

    // An edit clashes with the others, never with the season itself.
    const next = await expectJson(await create(seasonBodyInYear(2035)), 201);
    expect(
      await expectJson(await call("PUT", `/pl/api/staff/seasons/${next.id}/`, seasonBodyInYear(2035)), 200),
    ).toMatchObject({
      name: "Sezon 2035/2036",
    });
    expect(
      await expectJson(
        await call("PUT", `/pl/api/staff/seasons/${next.id}/`, { ...seasonBodyInYear(2035), name: "SEZON 2034/2035" }),
        400,
      ),
    ).toEqual({ name: ["Sezon o tej nazwie już jest. Nadaj inną nazwę."] });
    expect(
      await expectJson(
        await call("PUT", `/pl/api/staff/seasons/${next.id}/`, { ...seasonBodyInYear(2035), date_start: "2035-06-01" }),
        400,
      ),
    ).toEqual({ date_start: [overlaps] });

    // What the API checks first, the database refuses on its own (migration 0019).
    const insert = (values: Partial<typeof seasons.$inferInsert>) =>
      t.db.insert(seasons).values({
        name: "Sezon z bazy",
        dateStart: "2040-09-01",
        dateEnd: "2041-06-27",
        scheduleMaxDate: "2041-06-13",
        surveysDateStart: "2040-09-15",
        surveysDateEnd: "2040-10-15",
        ...values,
      });
    await expect(insert({ name: "Sezon 2034/2035 " })).rejects.toThrow();
    await expect(insert({ dateStart: "2035-06-27" })).rejects.toThrow();
    expect((await t.db.select().from(seasons).where(eq(seasons.id, taken.id)))[0].name).toBe("Sezon 2034/2035");
  });

  it("edits a season's dates only so that it still holds every class planned in it, audited", async () => {
    const season = await expectJson(await call("POST", "/pl/api/staff/seasons/", SCHOOL_YEAR), 201);
    const { groups } = await createActiveClub(t.db, t.config, season.id, 1);
    await t.db.insert(scheduleItems).values(
      ["2030-09-10T14:30", "2031-05-20T15:00"].map((datetime) => ({
        groupId: groups[0].id,
        datetime,
        place: "Sala gimnastyczna",
        topic: "Gry zespołowe",
        girlsCount: 8,
        boysCount: 7,
      })),
    );
    const shown = await expectJson(await call("GET", `/pl/api/staff/seasons/${season.id}/`), 200);
    expect(shown).toMatchObject({
      clubs: 1,
      groups: 1,
      classes: 2,
      first_class: "2030-09-10",
      last_class: "2031-05-20",
    });

    const shortened = await call("PUT", `/pl/api/staff/seasons/${season.id}/`, {
      ...SCHOOL_YEAR,
      date_end: "2031-05-15",
      schedule_max_date: "2031-05-08",
    });
    expect(await expectJson(shortened, 400)).toEqual({
      date_end: ["W sezonie są zaplanowane zajęcia od 10.09.2030 do 20.05.2031: sezon musi je obejmować."],
    });

    const edited = await expectJson(
      await call("PUT", `/pl/api/staff/seasons/${season.id}/`, {
        ...SCHOOL_YEAR,
        schedule_max_date: "2031-06-20",
        surveys_date_end: "2030-10-31",
      }),
      200,
    );
    expect(edited).toMatchObject({ schedule_max_date: "2031-06-20", surveys_date_end: "2030-10-31", classes: 2 });
    const trail = await auditEntriesAbout(t.db, "season", season.id);
    expect(trail.at(-1)).toMatchObject({
      action: "season.update",
      before: { schedule_max_date: "2031-06-13", surveys_date_end: "2030-10-15" },
      after: { schedule_max_date: "2031-06-20", surveys_date_end: "2030-10-31" },
    });
    expect((await call("PUT", "/pl/api/staff/seasons/999999/", SCHOOL_YEAR)).status).toBe(404);
  });
});
