import { eq } from "drizzle-orm";
import { calendarFeeds } from "../../db/schema";
import { testDrivers } from "../../../tests/support/db";
import { parseCalendar } from "../../../tests/support/calendar";
import {
  createActiveClub,
  createCurrentSeason,
  createTestApi,
  expectJson,
  loginAs,
  type TestApi,
} from "../../../tests/support/api";

const ITEM = {
  group: 1,
  datetime: "2026-03-12T14:30",
  place: "Sala gimnastyczna",
  topic: "Gry i zabawy z piłką",
  girls_count: 8,
  boys_count: 7,
};

describe.each(testDrivers())("calendar feed on %s", (driver) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  let ownerId: number;
  beforeAll(async () => {
    t = await createTestApi(driver);
    t.clock.now = new Date("2026-03-10T09:00:00Z");
    const season = await createCurrentSeason(t.db);
    const owner = await createActiveClub(t.db, t.config, season.id);
    ownerId = owner.user.id;
    token = (await loginAs(t, owner.user.email)).token;
    otherToken = (await loginAs(t, (await createActiveClub(t.db, t.config, season.id)).user.email)).token;
  });
  afterAll(() => t.close());

  const feed = (secret: string) => t.request("GET", `/pl/api/awf/calendar/${secret}/`);

  it("makes a secret address that lists every class of the teacher's groups, cancelled ones marked", async () => {
    expect(await expectJson(await t.request("GET", "/pl/api/awf/calendar/", { token }), 200)).toEqual({ token: null });
    const { token: secret } = await expectJson(await t.request("POST", "/pl/api/awf/calendar/", { token }), 201);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/calendar/", { token }), 200)).toEqual({
      token: secret,
    });
    // Only the secret's hash finds the feed; the secret itself is stored encrypted.
    const [stored] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ownerId));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const first = await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM }), 201);
    const second = await expectJson(
      await t.request("POST", "/pl/api/awf/schedule/", {
        token,
        json: { ...ITEM, group: 2, datetime: "2026-04-20T16:00", topic: "Sztafety" },
      }),
      201,
    );
    await expectJson(
      await t.request("POST", `/pl/api/awf/schedule/${first.id}/cancel`, {
        token,
        json: { cancellation_reason: "Wycieczka szkolna" },
      }),
      200,
    );
    await expectJson(
      await t.request("POST", "/pl/api/awf/schedule/", { token: otherToken, json: { ...ITEM, topic: "Cudza grupa" } }),
      201,
    );

    const response = await feed(secret);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { events } = parseCalendar(await response.text());
    expect(events).toEqual([
      expect.objectContaining({
        uid: `zajecia-${first.id}@sport-kluby`,
        status: "CANCELLED",
        timeZone: "Europe/Warsaw",
        localStart: "2026-03-12T14:30",
        start: "2026-03-12T13:30:00.000Z",
        location: "Sala gimnastyczna",
      }),
      expect.objectContaining({
        uid: `zajecia-${second.id}@sport-kluby`,
        status: "CONFIRMED",
        summary: "Sport Klub, grupa 2: Sztafety",
        // Summer time: UTC+2.
        start: "2026-04-20T14:00:00.000Z",
      }),
    ]);
  });

  it("stops answering at the old address once a new one is made, and knows no guessed one", async () => {
    const { token: old } = await expectJson(await t.request("POST", "/pl/api/awf/calendar/", { token }), 201);
    expect((await feed(old)).status).toBe(200);
    const { token: renewed } = await expectJson(await t.request("POST", "/pl/api/awf/calendar/", { token }), 201);
    expect(renewed).not.toBe(old);
    expect(await expectJson(await feed(old), 404)).toEqual({ detail: "Nie ma kalendarza pod tym adresem." });
    expect((await feed(renewed)).status).toBe(200);
    expect((await feed("x".repeat(43))).status).toBe(404);
    expect((await feed("za-krotki")).status).toBe(404);
  });

  it("needs a login to see or make the address, never to read the feed", async () => {
    expect((await t.request("GET", "/pl/api/awf/calendar/")).status).toBe(401);
    expect((await t.request("POST", "/pl/api/awf/calendar/")).status).toBe(401);
  });
});
