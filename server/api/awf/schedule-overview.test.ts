import { scheduleOverviewResponse } from "../../../app/lib/contract/schedule-overview";
import {
  createActiveClub,
  createCurrentSeason,
  createUser,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  logInTwoClubTeachers,
  SCHEDULE_ITEM_BODY as ITEM,
} from "../../../tests/support/api";
import { groups, seasonEnrollments } from "../../db/schema";

describeOnEachDatabase("the schedule screen's overview on %s", (t) => {
  let token: string;
  let otherToken: string;
  let seasonId: number;
  beforeAll(async () => {
    ({ token, otherToken, seasonId } = await logInTwoClubTeachers(t, 1));
  });

  const get = (path: string, as = token) => t.request("GET", path, { token: as });

  it("answers each part as its own call does: setup, the group and its season, its classes, the calendar address", async () => {
    const first = await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM }), 201);
    await expectJson(
      await t.request("POST", "/pl/api/awf/schedule/", { token, json: { ...ITEM, group: 2, topic: "Biegi" } }),
      201,
    );
    await expectJson(await t.request("POST", "/pl/api/awf/calendar/", { token }), 201);

    const overview = await expectJson(await get("/pl/api/awf/schedule/overview/?group=1"), 200);
    expect(scheduleOverviewResponse.safeParse(overview).success).toBe(true);
    expect(overview.items).toEqual([first]);
    expect(overview.calendar.token).toEqual(expect.any(String));

    expect(overview.setup).toEqual(await expectJson(await get("/pl/api/awf/setup/"), 200));
    const enrollment = await expectJson(await get("/pl/api/awf/season/enroll/"), 200);
    expect(overview.group).toEqual(enrollment.groups[0]);
    expect(overview.season).toEqual({
      date_start: enrollment.season.date_start,
      date_end: enrollment.season.date_end,
      schedule_max_date: enrollment.season.schedule_max_date,
    });
    expect(overview.items).toEqual(await expectJson(await get("/pl/api/awf/schedule/?group=1"), 200));
    expect(overview.calendar).toEqual(await expectJson(await get("/pl/api/awf/calendar/"), 200));
  });

  it("gives no group, season or classes of a number that is not the teacher's", async () => {
    const overview = await expectJson(await get("/pl/api/awf/schedule/overview/?group=2", otherToken), 200);
    expect(overview).toMatchObject({ group: null, season: null, items: [] });
    expect(overview.setup.schedule_preview_available).toBe(true);
  });

  it("gives the group of the current season, never one of an earlier season with the same number", async () => {
    const club = await createActiveClub(t.db, t.config, seasonId, 1);
    const earlier = await createCurrentSeason(t.db, {
      name: "Sezon jesienny 2025",
      dateStart: "2025-09-01",
      dateEnd: "2025-12-20",
      scheduleMaxDate: "2025-12-10",
      surveysDateStart: "2025-09-15",
      surveysDateEnd: "2025-10-15",
      isCurrent: false,
    });
    const [enrollment] = await t.db
      .insert(seasonEnrollments)
      .values({ userId: club.user.id, seasonId: earlier.id })
      .returning();
    await t.db.insert(groups).values(
      [1, 2].map((groupNumber) => ({
        seasonEnrollmentId: enrollment.id,
        userId: club.user.id,
        groupNumber,
        defaultClassesPlace: "Boisko szkolne",
      })),
    );
    const clubToken = (await loginAs(t, club.user.email)).token;
    const current = await expectJson(await get("/pl/api/awf/schedule/overview/?group=1", clubToken), 200);
    expect(current.group).toMatchObject({ id: club.groups[0].id, default_classes_place: "Sala gimnastyczna" });
    const none = await expectJson(await get("/pl/api/awf/schedule/overview/?group=2", clubToken), 200);
    expect(none).toMatchObject({ group: null, season: null, items: [] });
  });

  it("gives no group to a teacher whose schedule is not open, with the setup that says why", async () => {
    const user = await createUser(t.db);
    const overview = await expectJson(
      await get("/pl/api/awf/schedule/overview/?group=1", (await loginAs(t, user.email)).token),
      200,
    );
    expect(overview).toMatchObject({
      setup: { schedule_preview_available: false },
      season: null,
      group: null,
      items: [],
      calendar: { token: null },
    });
  });

  it("refuses a missing or malformed group number with 400, and a request without a token with 401", async () => {
    for (const query of ["", "?group=", "?group=0", "?group=abc"]) {
      const refusal = await expectJson(await get(`/pl/api/awf/schedule/overview/${query}`), 400);
      expect(refusal).toEqual({ group: [expect.any(String)] });
    }
    await expectJson(await t.request("GET", "/pl/api/awf/schedule/overview/?group=1"), 401);
  });
});
