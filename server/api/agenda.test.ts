import { eq } from "drizzle-orm";

import {
  accessTokenFor,
  atClock,
  createAgendaItem,
  createEvent,
  createUser,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  registerToEvent,
} from "../../tests/support/api";
import { setSignUpLimit } from "../db/agenda";
import { agendaSignUps, agendaWaitingList } from "../db/schema";

describeOnEachDatabase("agenda on %s", (t) => {
  let event: Awaited<ReturnType<typeof createEvent>>;
  let token: string;
  let userEmail: string;
  const base = () => `/${event.slug}/pl/api/agenda/agenda_items`;

  beforeAll(async () => {
    event = await createEvent(t.db);
    const user = await createUser(t.db);
    await registerToEvent(t.db, user.id, event.id);
    token = (await loginAs(t, user.email)).token;
    userEmail = user.email;
  });

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
      part: "plenary",
      place: "",
      has_content: false,
      participants_count: 0,
      sign_up_limit: 100,
      sign_up_enabled: true,
      sign_up_datetime_start: null,
      sign_up_datetime_end: null,
      has_registration_started: true,
      has_registration_ended: false,
      is_any_seat_available: true,
      waiting_count: 0,
      experts: [],
    });
    expect(anonymous[1].sign_up_limit).toBe(9999999);
    const mine = await expectJson(await t.request("GET", `${base()}/sign_up_enabled/`, { token }), 200);
    expect(mine[0]).toMatchObject({ user_registered: false, can_join: true, waiting_position: null, can_wait: false });
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

  it("tells a user who joined another city's congress that this city's is not theirs, not that they joined none", async () => {
    const elsewhere = await createUser(t.db);
    const otherCity = await createEvent(t.db, { slug: "gdansk" });
    await registerToEvent(t.db, elsewhere.id, otherCity.id);
    const { token: elsewhereToken } = await loginAs(t, elsewhere.email);
    const item = await createAgendaItem(t.db, event.id);
    for (const [method, path] of [
      ["GET", `${base()}/sign_up_enabled/`],
      ["PUT", `${base()}/${item.id}/join/`],
    ] as const) {
      expect(await expectJson(await t.request(method, path, { token: elsewhereToken }), 400)).toEqual({
        non_field_errors: ["Użytkownik nie dołączył do kongresu w tym mieście."],
      });
    }
  });

  it("joins and leaves an item", async () => {
    const item = await createAgendaItem(t.db, event.id, { signUpLimit: 2 });
    const mails = t.mail.sent.length;
    const joined = await expectJson(await t.request("PUT", `${base()}/${item.id}/join/`, { token }), 200);
    expect(joined).toMatchObject({ id: item.id, participants_count: 1, user_registered: true, can_join: false });
    // The seat is confirmed by e-mail, once, with the item as a calendar file.
    const [confirmation, ...more] = t.mail.sent.slice(mails);
    expect(more).toEqual([]);
    expect([confirmation.to, confirmation.subject]).toEqual([userEmail, `Zapis na punkt programu: ${item.name}`]);
    expect(confirmation.text).toContain(`Moja agenda: ${t.config.publicUrl}/konto/moja-agenda`);
    expect(confirmation.attachments).toEqual([
      expect.objectContaining({ filename: "kongres-punkt-programu.ics", contentType: "text/calendar; charset=utf-8" }),
    ]);
    const calendar = confirmation.attachments![0].content;
    expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
    expect(calendar).toContain(`SUMMARY:${item.name}`);
    expect(calendar).toContain(`UID:agenda-${item.id}@sport-kluby`);
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
      tokens.push(await accessTokenFor(t, user.id));
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

  it("shows an item's description on its own answer, and has_content says it has one", async () => {
    const item = await createAgendaItem(t.db, event.id, {
      part: "workshop",
      place: "Hala sportowa",
      description: "Test wahadłowy w praktyce.",
    });
    const shown = await expectJson(await t.request("GET", `${base()}/${item.id}/`), 200);
    expect(shown).toMatchObject({ part: "workshop", place: "Hala sportowa", has_content: true });
    expect(shown.description).toBe("Test wahadłowy w praktyce.");
    const listed = await expectJson(await t.request("GET", `${base()}/sign_up_enabled/`), 200);
    expect(listed.find((entry: { id: number }) => entry.id === item.id)).not.toHaveProperty("description");
  });

  /** A teacher of the event with an access token. */
  async function teacher() {
    const user = await createUser(t.db, { password: null });
    await registerToEvent(t.db, user.id, event.id);
    return { user, token: await accessTokenFor(t, user.id) };
  }

  const put = (path: string, userToken: string) => t.request("PUT", `${base()}/${path}`, { token: userToken });

  it("puts teachers on a full item's waiting list in order and promotes the first when a seat frees", async () => {
    const item = await createAgendaItem(t.db, event.id, { name: "Warsztaty: bieg 10×5 m", signUpLimit: 1 });
    const [holder, first, second] = [await teacher(), await teacher(), await teacher()];
    await expectJson(await put(`${item.id}/join/`, holder.token), 200);

    expect(await expectJson(await put(`${item.id}/join/`, first.token), 400)).toEqual({
      non_field_errors: ["Brak wolnych miejsc na ten punkt programu."],
    });
    const full = await expectJson(await t.request("GET", `${base()}/${item.id}/`, { token: first.token }), 200);
    expect(full).toMatchObject({ can_join: false, can_wait: true, waiting_position: null, waiting_count: 0 });
    expect(await expectJson(await put(`${item.id}/waiting_list/join/`, first.token), 200)).toMatchObject({
      waiting_position: 1,
      waiting_count: 1,
      can_wait: false,
    });
    expect(await expectJson(await put(`${item.id}/waiting_list/join/`, second.token), 200)).toMatchObject({
      waiting_position: 2,
      waiting_count: 2,
    });
    expect(await expectJson(await put(`${item.id}/waiting_list/join/`, second.token), 400)).toEqual({
      non_field_errors: ["Jesteś już na liście oczekujących na ten punkt programu."],
    });
    expect(await expectJson(await put(`${item.id}/waiting_list/join/`, holder.token), 400)).toEqual({
      non_field_errors: ["Masz już zapis na ten punkt programu."],
    });

    t.mail.sent.length = 0;
    expect(await expectJson(await put(`${item.id}/leave/`, holder.token), 200)).toMatchObject({
      participants_count: 1,
      user_registered: false,
      waiting_count: 1,
      is_any_seat_available: false,
    });
    const promoted = await expectJson(await t.request("GET", `${base()}/${item.id}/`, { token: first.token }), 200);
    expect(promoted).toMatchObject({ user_registered: true, waiting_position: null });
    const stillWaiting = await expectJson(
      await t.request("GET", `${base()}/${item.id}/`, { token: second.token }),
      200,
    );
    expect(stillWaiting).toMatchObject({ user_registered: false, waiting_position: 1 });
    expect(t.mail.sent).toHaveLength(1);
    expect(t.mail.sent[0].to).toBe(first.user.email);
    expect(t.mail.sent[0].subject).toBe("Zwolniło się miejsce: Warsztaty: bieg 10×5 m");
    expect(t.mail.sent[0].text).toContain("20.04.2026, 10:00");
    expect(t.mail.sent[0].text).toMatch(/\/konto\/moja-agenda/);
    expect(t.mail.sent[0].attachments?.[0].content).toContain("SUMMARY:Warsztaty: bieg 10×5 m");
    const [seat] = await t.db.select().from(agendaSignUps).where(eq(agendaSignUps.userId, first.user.id));
    expect(seat.promotedAt).toEqual(t.clock.now);
    // The teacher's own agenda tells the seat came from the waiting list, and when.
    const [mine] = await expectJson(await t.request("GET", "/pl/api/agenda/my_items/", { token: first.token }), 200);
    expect(mine).toMatchObject({ id: item.id, user_registered: true, promoted_at: t.clock.now.toISOString() });

    expect(await expectJson(await put(`${item.id}/waiting_list/leave/`, second.token), 200)).toMatchObject({
      waiting_position: null,
      waiting_count: 0,
    });
    expect(await expectJson(await put(`${item.id}/waiting_list/leave/`, second.token), 400)).toEqual({
      non_field_errors: ["Nie jesteś na liście oczekujących na ten punkt programu."],
    });
  });

  it.each([
    ["an item with seats", { signUpLimit: 5 }, "Są wolne miejsca — zapisz się na ten punkt programu."],
    [
      "a closed window",
      { signUpLimit: 0, signUpDatetimeEnd: new Date("2026-03-01T00:00:00Z") },
      "Zapisy na ten punkt programu zostały zakończone.",
    ],
    ["sign-up disabled", { signUpLimit: 0, signUpEnabled: false }, "Zapisy na ten punkt programu są wyłączone."],
  ])("refuses a waiting list for %s", async (_, values, message) => {
    const item = await createAgendaItem(t.db, event.id, values);
    expect(await expectJson(await put(`${item.id}/waiting_list/join/`, token), 400)).toEqual({
      non_field_errors: [message],
    });
  });

  it("promotes no one to an item that has begun", async () => {
    const item = await createAgendaItem(t.db, event.id, {
      signUpLimit: 1,
      datetimeStart: new Date("2026-03-10T09:02:00Z"),
      datetimeEnd: new Date("2026-03-10T10:00:00Z"),
    });
    const [holder, waiting] = [await teacher(), await teacher()];
    await expectJson(await put(`${item.id}/join/`, holder.token), 200);
    await expectJson(await put(`${item.id}/waiting_list/join/`, waiting.token), 200);
    await atClock(t, "2026-03-10T09:05:00Z", async () => {
      await expectJson(await put(`${item.id}/leave/`, holder.token), 200);
      const after = await expectJson(await t.request("GET", `${base()}/${item.id}/`, { token: waiting.token }), 200);
      expect(after).toMatchObject({ participants_count: 0, user_registered: false, waiting_position: 1 });
    });
  });

  it("moves as many as a raised limit allows, in order of arrival", async () => {
    const item = await createAgendaItem(t.db, event.id, { signUpLimit: 1 });
    const people = [await teacher(), await teacher(), await teacher(), await teacher()];
    await expectJson(await put(`${item.id}/join/`, people[0].token), 200);
    for (const person of people.slice(1))
      await expectJson(await put(`${item.id}/waiting_list/join/`, person.token), 200);
    const change = await setSignUpLimit(t.db, { itemId: item.id, limit: 3, now: t.clock.now });
    expect(change).not.toBe("not_found");
    if (change === "not_found") return;
    expect(change.promoted.map((person) => person.id)).toEqual([people[1].user.id, people[2].user.id]);
    expect(change.city).toBe(event.city);
    const waiting = await t.db.select().from(agendaWaitingList).where(eq(agendaWaitingList.agendaItemId, item.id));
    expect(waiting.map((row) => row.userId)).toEqual([people[3].user.id]);
  });

  it("lists the teacher's own items in every city, joined or waited for", async () => {
    const other = await createEvent(t.db);
    const me = await teacher();
    await registerToEvent(t.db, me.user.id, other.id);
    const here = await createAgendaItem(t.db, event.id, { datetimeStart: new Date("2026-04-21T08:00:00Z") });
    const there = await createAgendaItem(t.db, other.id, {
      signUpLimit: 0,
      datetimeStart: new Date("2026-04-22T08:00:00Z"),
    });
    await createAgendaItem(t.db, event.id, { name: "Nie moje" });
    await expectJson(await put(`${here.id}/join/`, me.token), 200);
    await expectJson(
      await t.request("PUT", `/${other.slug}/pl/api/agenda/agenda_items/${there.id}/waiting_list/join/`, {
        token: me.token,
      }),
      200,
    );
    const mine = await expectJson(await t.request("GET", "/pl/api/agenda/my_items/", { token: me.token }), 200);
    expect(mine.map((item: { id: number }) => item.id)).toEqual([here.id, there.id]);
    expect(mine[0]).toMatchObject({
      user_registered: true,
      event: { slug: event.slug, city: event.city },
      promoted_at: null,
    });
    expect(mine[1]).toMatchObject({ user_registered: false, waiting_position: 1, event: { slug: other.slug } });
    expect((await t.request("GET", "/pl/api/agenda/my_items/")).status).toBe(401);
  });

  it("never passes the limit nor gives one seat twice under parallel leaves, joins and waiting-list changes", async () => {
    const item = await createAgendaItem(t.db, event.id, { signUpLimit: 5 });
    const holders = await Promise.all(Array.from({ length: 5 }, () => teacher()));
    for (const holder of holders) await expectJson(await put(`${item.id}/join/`, holder.token), 200);
    const waiting = [];
    for (let index = 0; index < 12; index++) {
      const person = await teacher();
      await expectJson(await put(`${item.id}/waiting_list/join/`, person.token), 200);
      waiting.push(person);
    }
    const newcomers = await Promise.all(Array.from({ length: 8 }, () => teacher()));
    t.mail.sent.length = 0;

    const responses = await Promise.all([
      ...holders.map((holder) => put(`${item.id}/leave/`, holder.token)),
      ...newcomers.map((person) => put(`${item.id}/join/`, person.token)),
      ...waiting.slice(0, 3).map((person) => put(`${item.id}/waiting_list/leave/`, person.token)),
    ]);

    expect(responses.slice(0, 5).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    // Seven teachers stay in line whatever the order: no newcomer jumps it.
    expect(responses.slice(5, 13).map((response) => response.status)).toEqual(Array(8).fill(400));
    const seats = await t.db.select().from(agendaSignUps).where(eq(agendaSignUps.agendaItemId, item.id));
    const line = await t.db.select().from(agendaWaitingList).where(eq(agendaWaitingList.agendaItemId, item.id));
    expect(seats).toHaveLength(5);
    const seated = new Set(seats.map((seat) => seat.userId));
    expect(seated.size).toBe(5);
    expect(line.some((entry) => seated.has(entry.userId))).toBe(false);
    // Each seat went to someone who waited, told once each.
    const waitingIds = new Set(waiting.map((person) => person.user.id));
    expect(seats.every((seat) => waitingIds.has(seat.userId) && seat.promotedAt !== null)).toBe(true);
    expect(t.mail.sent.map((mail) => mail.to).sort()).toEqual(
      waiting
        .filter((person) => seated.has(person.user.id))
        .map((person) => person.user.email)
        .sort(),
    );
    // Those who left the line either left it or had already got a seat.
    const leftLine = responses.slice(13);
    for (const [index, response] of leftLine.entries()) {
      const person = waiting[index];
      expect(response.status === 200 ? !seated.has(person.user.id) : seated.has(person.user.id)).toBe(true);
    }
  });
});
