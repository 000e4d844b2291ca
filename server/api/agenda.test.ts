import { eq } from "drizzle-orm";
import { agendaSignUps } from "../db/schema";
import { testDrivers } from "../../tests/support/db";
import {
  createAgendaItem,
  createEvent,
  createTestApi,
  createUser,
  expectJson,
  loginAs,
  registerToEvent,
  type TestApi,
} from "../../tests/support/api";
import { issueToken } from "../security/jwt";

describe.each(testDrivers())("agenda on %s", (driver) => {
  let t: TestApi;
  let event: Awaited<ReturnType<typeof createEvent>>;
  let token: string;
  const base = () => `/${event.slug}/pl/api/agenda/agenda_items`;

  beforeAll(async () => {
    t = await createTestApi(driver);
    event = await createEvent(t.db);
    const user = await createUser(t.db);
    await registerToEvent(t.db, user.id, event.id);
    token = (await loginAs(t, user.email)).token;
  });
  afterAll(() => t.close());

  it("lists sign-up-enabled items by start, with user_registered only when logged in", async () => {
    const later = await createAgendaItem(t.db, event.id, {
      name: "Debata ekspertów",
      datetimeStart: new Date("2026-04-21T10:00:00Z"),
      datetimeEnd: new Date("2026-04-21T11:00:00Z"),
    });
    const earlier = await createAgendaItem(t.db, event.id, {
      name: "Otwarcie kongresu",
      datetimeStart: new Date("2026-04-20T07:00:00Z"),
      datetimeEnd: new Date("2026-04-20T07:30:00Z"),
      signUpLimit: 100,
    });
    await createAgendaItem(t.db, event.id, { name: "Przerwa kawowa", signUpEnabled: false });
    const other = await createEvent(t.db);
    await createAgendaItem(t.db, other.id, { name: "W innym mieście" });

    const anonymous = await expectJson(await t.request("GET", `${base()}/sign_up_enabled/`), 200);
    expect(anonymous.map((item: { id: number }) => item.id)).toEqual([earlier.id, later.id]);
    expect(anonymous[0]).toEqual({
      id: earlier.id,
      name: "Otwarcie kongresu",
      datetime_start: "2026-04-20T07:00:00.000Z",
      datetime_end: "2026-04-20T07:30:00.000Z",
      has_content: false,
      participants_count: 0,
      sign_up_limit: 100,
      sign_up_enabled: true,
      sign_up_datetime_start: null,
      sign_up_datetime_end: null,
      has_registration_started: true,
      has_registration_ended: false,
      is_any_seat_available: true,
    });
    expect(anonymous[1].sign_up_limit).toBe(9999999);
    const mine = await expectJson(await t.request("GET", `${base()}/sign_up_enabled/`, { token }), 200);
    expect(mine[0]).toMatchObject({ user_registered: false, can_join: true });
  });

  it("lists upcoming items from a date with a count", async () => {
    const own = await createEvent(t.db);
    for (const day of [1, 2, 3, 4, 5, 6, 7, 8]) {
      await createAgendaItem(t.db, own.id, {
        name: `Dzień ${day}`,
        datetimeStart: new Date(`2026-05-0${day}T22:30:00Z`),
        datetimeEnd: new Date(`2026-05-0${day}T23:00:00Z`),
      });
    }
    const path = `/${own.slug}/pl/api/agenda/agenda_items/sign_up_enabled/date`;
    // 22:30 UTC on 2 May is already 3 May in Poland.
    const three = await expectJson(await t.request("GET", `${path}/2026-05-03/count/3/`), 200);
    expect(three.map((item: { name: string }) => item.name)).toEqual(["Dzień 2", "Dzień 3", "Dzień 4"]);
    expect((await expectJson(await t.request("GET", `${path}/2026-05-01/`), 200)).length).toBe(6);
    expect(await expectJson(await t.request("GET", `${path}/2026-02-30/count/3/`), 400)).toEqual({
      date: ["Wprowadź poprawną datę w formacie RRRR-MM-DD"],
    });
    expect(await expectJson(await t.request("GET", `${path}/2026-05-01/count/0/`), 400)).toEqual({
      count: ["Podaj liczbę od 1 do 100."],
    });
  });

  it("answers 400 'Użytkownik nie dołączył do żadnego miasta' to a user not registered to the event", async () => {
    const stranger = await createUser(t.db);
    const { token: strangerToken } = await loginAs(t, stranger.email);
    const item = await createAgendaItem(t.db, event.id);
    for (const [method, path] of [
      ["GET", `${base()}/sign_up_enabled/`],
      ["GET", `${base()}/${item.id}/`],
      ["PUT", `${base()}/${item.id}/join/`],
    ] as const) {
      expect(await expectJson(await t.request(method, path, { token: strangerToken }), 400)).toEqual({
        non_field_errors: ["Użytkownik nie dołączył do żadnego miasta"],
      });
    }
  });

  it("joins and leaves an item", async () => {
    const item = await createAgendaItem(t.db, event.id, { signUpLimit: 2 });
    const joined = await expectJson(await t.request("PUT", `${base()}/${item.id}/join/`, { token }), 200);
    expect(joined).toMatchObject({ id: item.id, participants_count: 1, user_registered: true, can_join: false });
    expect(await expectJson(await t.request("PUT", `${base()}/${item.id}/join/`, { token }), 400)).toEqual({
      non_field_errors: ["Masz już zapis na ten punkt programu."],
    });
    expect(await expectJson(await t.request("GET", `${base()}/${item.id}/`, { token }), 200)).toMatchObject({
      user_registered: true,
    });
    expect(await expectJson(await t.request("PUT", `${base()}/${item.id}/leave/`, { token }), 200)).toMatchObject({
      participants_count: 0,
      user_registered: false,
    });
    expect(await expectJson(await t.request("PUT", `${base()}/${item.id}/leave/`, { token }), 400)).toEqual({
      non_field_errors: ["Nie masz zapisu na ten punkt programu."],
    });
    expect(await t.db.select().from(agendaSignUps).where(eq(agendaSignUps.agendaItemId, item.id))).toEqual([]);
  });

  it.each([
    ["a full item", { signUpLimit: 0 }, "Brak wolnych miejsc na ten punkt programu."],
    [
      "a closed window",
      { signUpDatetimeEnd: new Date("2026-03-01T00:00:00Z") },
      "Zapisy na ten punkt programu zostały zakończone.",
    ],
    [
      "a window not open yet",
      { signUpDatetimeStart: new Date("2026-04-01T00:00:00Z") },
      "Zapisy na ten punkt programu jeszcze się nie rozpoczęły.",
    ],
    ["sign-up disabled", { signUpEnabled: false }, "Zapisy na ten punkt programu są wyłączone."],
  ])("refuses to join %s", async (_, values, message) => {
    const item = await createAgendaItem(t.db, event.id, values);
    expect(await expectJson(await t.request("PUT", `${base()}/${item.id}/join/`, { token }), 400)).toEqual({
      non_field_errors: [message],
    });
  });

  it("needs a login to join, and 404s unknown or foreign items", async () => {
    const item = await createAgendaItem(t.db, event.id);
    expect((await t.request("PUT", `${base()}/${item.id}/join/`)).status).toBe(401);
    expect((await t.request("PUT", `${base()}/999999/join/`, { token })).status).toBe(404);
    expect((await t.request("GET", `${base()}/abc/`, { token })).status).toBe(404);
    const other = await createEvent(t.db);
    const foreign = await createAgendaItem(t.db, other.id);
    expect((await t.request("GET", `${base()}/${foreign.id}/`, { token })).status).toBe(404);
    expect((await t.request("GET", `/nieznane/pl/api/agenda/agenda_items/sign_up_enabled/`)).status).toBe(404);
  });

  it("keeps the seat limit under 50 simultaneous joins on a 10-seat item", async () => {
    const item = await createAgendaItem(t.db, event.id, { signUpLimit: 10 });
    const tokens: string[] = [];
    for (let index = 0; index < 50; index++) {
      const user = await createUser(t.db, { password: null });
      await registerToEvent(t.db, user.id, event.id);
      tokens.push(issueToken("access", user.id, 600, t.config.jwtSecret, t.clock.now).token);
    }
    const responses = await Promise.all(
      tokens.map((userToken) => t.request("PUT", `${base()}/${item.id}/join/`, { token: userToken })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(40);
    const refusals = await Promise.all(
      responses.filter((response) => response.status === 400).map((response) => response.json()),
    );
    expect(new Set(refusals.map((body) => body.non_field_errors[0]))).toEqual(
      new Set(["Brak wolnych miejsc na ten punkt programu."]),
    );
    expect(await t.db.select().from(agendaSignUps).where(eq(agendaSignUps.agendaItemId, item.id))).toHaveLength(10);
  });
});
