// Issue 39: a teacher's screens are read once per change of what they show, and never shown to another teacher.
import { eq } from "drizzle-orm";

import {
  createAgendaItem,
  createEvent,
  describeOnEachDatabase,
  expectJson,
  logInTwoClubTeachers,
  SCHEDULE_ITEM_BODY,
  SURVEY_BODY,
  type TestApi,
} from "../../tests/support/api";
import { clubEnrollments, seasons, users } from "../db/schema";
import { inRequest } from "../request-context";

const SCREENS = [
  "/pl/api/account/",
  "/pl/api/awf/setup/",
  "/pl/api/account/overview/",
  "/pl/api/awf/schedule/overview/?group=1",
  "/pl/api/awf/survey/overview/?group=1",
  "/pl/api/awf/fitness-report/?group=1",
];

describeOnEachDatabase("what a teacher's screens read, kept by what they depend on", (t) => {
  let anna: { token: string; id: number };
  let piotr: { token: string };
  beforeAll(async () => {
    const two = await logInTwoClubTeachers(t, 1);
    anna = { token: two.token, id: two.owner.id };
    piotr = { token: two.otherToken };
  });

  /** The answer and the database queries it cost. */
  async function read(path: string, token: string, headers: Record<string, string> = {}) {
    const count = { requestId: "test", queries: 0 };
    const response = await inRequest(count, () => t.request("GET", path, { token, headers }));
    return { body: await expectJson(response, 200), queries: count.queries };
  }

  /** Read twice: the second answer is the first, from memory. */
  async function kept(path: string, token: string) {
    const first = await read(path, token);
    const again = await read(path, token);
    expect(again).toEqual({ body: first.body, queries: 0 });
    return first.body;
  }

  it("reads each screen once, and answers it again from memory without the database", async () => {
    for (const path of SCREENS) await kept(path, anna.token);
  });

  it("never answers one teacher with another's screen at the same address", async () => {
    await expectJson(
      await t.request("POST", "/pl/api/awf/schedule/", { token: anna.token, json: SCHEDULE_ITEM_BODY }),
      201,
    );
    await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token: anna.token, json: SURVEY_BODY }), 201);
    // The setup is alike for two teachers with accepted clubs in the same season.
    for (const path of SCREENS.filter((screen) => screen !== "/pl/api/awf/setup/")) {
      const annas = await kept(path, anna.token);
      const piotrs = await kept(path, piotr.token);
      expect(piotrs).not.toEqual(annas);
    }
    expect((await read("/pl/api/awf/schedule/overview/?group=1", piotr.token)).body.items).toEqual([]);
    expect((await read("/pl/api/awf/survey/overview/?group=1", piotr.token)).body.surveys).toEqual([]);
  });

  it("reads again after each kind of change to what a screen shows, through the API or straight in the database", async () => {
    const changes: [string, string, (test: TestApi) => Promise<unknown>][] = [
      [
        "/pl/api/awf/schedule/overview/?group=1",
        "a class",
        () =>
          t.request("POST", "/pl/api/awf/schedule/", {
            token: anna.token,
            json: { ...SCHEDULE_ITEM_BODY, topic: "Biegi" },
          }),
      ],
      [
        "/pl/api/awf/survey/overview/?group=1",
        "a survey",
        () =>
          t.request("POST", "/pl/api/awf/survey/", { token: anna.token, json: { ...SURVEY_BODY, first_name: "Ola" } }),
      ],
      [
        "/pl/api/awf/fitness-report/?group=1",
        "a survey",
        () =>
          t.request("POST", "/pl/api/awf/survey/", { token: anna.token, json: { ...SURVEY_BODY, first_name: "Ala" } }),
      ],
      [
        "/pl/api/account/overview/",
        "the office's note on the club",
        () =>
          t.db
            .update(clubEnrollments)
            .set({ staffNote: "Proszę o podpis." })
            .where(eq(clubEnrollments.userId, anna.id)),
      ],
      [
        "/pl/api/account/overview/",
        "the account",
        () => t.db.update(users).set({ agreementDateSigned: "2026-03-01" }).where(eq(users.id, anna.id)),
      ],
      [
        "/pl/api/awf/fitness-report/?group=1",
        "the account",
        () => t.db.update(users).set({ lastname: "Nowak-Kowalska" }).where(eq(users.id, anna.id)),
      ],
      [
        "/pl/api/awf/schedule/overview/?group=1",
        "the season",
        () => t.db.update(seasons).set({ scheduleMaxDate: "2026-06-20" }).where(eq(seasons.isCurrent, true)),
      ],
      [
        "/pl/api/awf/fitness-report/?group=1",
        "the season",
        () => t.db.update(seasons).set({ name: "Sezon wiosenny 2026 (zmieniony)" }).where(eq(seasons.isCurrent, true)),
      ],
    ];
    for (const [path, what, change] of changes) {
      const before = await kept(path, anna.token);
      await change(t);
      await t.handle.changes.settled();
      const after = await read(path, anna.token);
      expect(after.queries, `${path} after a change to ${what}`).toBeGreaterThan(0);
      expect(after.body, `${path} after a change to ${what}`).not.toEqual(before);
    }
  });

  it("keeps another teacher's screens when one teacher changes her own", async () => {
    const piotrs = await kept("/pl/api/awf/schedule/overview/?group=1", piotr.token);
    await t.request("POST", "/pl/api/awf/schedule/", {
      token: anna.token,
      json: { ...SCHEDULE_ITEM_BODY, topic: "Skoki" },
    });
    expect(await read("/pl/api/awf/schedule/overview/?group=1", piotr.token)).toEqual({ body: piotrs, queries: 0 });
  });

  it("reads the account's overview again on any change to the congress's agenda, and the group screens not", async () => {
    await kept("/pl/api/account/overview/", anna.token);
    const schedule = await kept("/pl/api/awf/schedule/overview/?group=1", anna.token);
    // Another teacher's seat, or the office's new item, changes the lines and seats Anna's overview tells of.
    await createAgendaItem(t.db, (await createEvent(t.db)).id);
    await t.handle.changes.settled();
    expect((await read("/pl/api/account/overview/", anna.token)).queries).toBeGreaterThan(0);
    expect(await read("/pl/api/awf/schedule/overview/?group=1", anna.token)).toEqual({ body: schedule, queries: 0 });
  });

  it("reads afresh when asked not to answer from memory (a teacher who has just written, on another instance)", async () => {
    await kept("/pl/api/account/overview/", anna.token);
    const fresh = await read("/pl/api/account/overview/", anna.token, { "Cache-Control": "no-cache" });
    expect(fresh.queries).toBeGreaterThan(0);
  });
});
