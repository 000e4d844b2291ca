import { eq } from "drizzle-orm";

import {
  createActiveClub,
  createAgendaItem,
  createCurrentSeason,
  createEvent,
  createUser,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  logInTwoClubTeachers,
  registerToEvent,
  SCHEDULE_ITEM_BODY as ITEM,
} from "../../../tests/support/api";
import { parseCalendar } from "../../../tests/support/calendar";
import { agendaItemExperts, calendarFeeds, experts } from "../../db/schema";

describeOnEachDatabase("calendar feed on %s", (t) => {
  let token: string;
  let otherToken: string;
  let owner: { id: number };
  beforeAll(async () => {
    t.clock.now = new Date("2026-03-10T09:00:00Z");
    ({ token, otherToken, owner } = await logInTwoClubTeachers(t));
  });

  const feed = (secret: string) => t.request("GET", `/pl/api/awf/calendar/${secret}/`);

  it("makes a secret address that lists every class of the teacher's groups, cancelled ones marked", async () => {
    expect(await expectJson(await t.request("GET", "/pl/api/awf/calendar/", { token }), 200)).toEqual({ token: null });
    const { token: secret } = await expectJson(await t.request("POST", "/pl/api/awf/calendar/", { token }), 201);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/calendar/", { token }), 200)).toEqual({
      token: secret,
    });
    // Only the secret's hash finds the feed; the secret itself is stored encrypted.
    const [stored] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, owner.id));
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
        // Cancelled once: calendar apps take the cancellation only with a higher SEQUENCE.
        sequence: 1,
      }),
      expect.objectContaining({
        uid: `zajecia-${second.id}@sport-kluby`,
        status: "CONFIRMED",
        summary: "Sport Klub, grupa 2: Sztafety",
        // Summer time: UTC+2.
        start: "2026-04-20T14:00:00.000Z",
        sequence: 0,
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

describeOnEachDatabase("agenda calendar on %s", (t) => {
  let token: string;
  let userId: number;
  let seated: { debate: number; workshop: number };
  let waitedFor: number;

  beforeAll(async () => {
    t.clock.now = new Date("2026-04-01T09:00:00Z");
    const warsaw = await createEvent(t.db, { name: "Kongres Sport Kluby – Warszawa", city: "Warszawa" });
    const cracow = await createEvent(t.db, { name: "Kongres Sport Kluby – Kraków", city: "Kraków" });
    const teacher = await createUser(t.db);
    const other = await createUser(t.db);
    userId = teacher.id;
    for (const person of [teacher, other]) {
      await registerToEvent(t.db, person.id, warsaw.id);
      await registerToEvent(t.db, person.id, cracow.id);
    }
    token = (await loginAs(t, teacher.email)).token;
    const otherToken = (await loginAs(t, other.email)).token;

    const debate = await createAgendaItem(t.db, warsaw.id, {
      name: "Debata ekspertów",
      place: "Aula główna",
      datetimeStart: new Date("2026-05-14T08:00:00Z"),
      datetimeEnd: new Date("2026-05-14T09:30:00Z"),
    });
    const [moderator, speaker] = await t.db
      .insert(experts)
      .values([
        { slug: "anna-lis", name: "dr Anna Lis" },
        { slug: "jan-wojcik", name: "prof. Jan Wójcik" },
      ])
      .returning();
    await t.db.insert(agendaItemExperts).values([
      { agendaItemId: debate.id, expertId: moderator.id, role: "moderator" },
      { agendaItemId: debate.id, expertId: speaker.id, role: "speaker" },
    ]);
    const workshop = await createAgendaItem(t.db, cracow.id, {
      name: "Warsztaty: zabawy na boisku szkolnym",
      datetimeStart: new Date("2026-06-02T08:00:00Z"),
      datetimeEnd: new Date("2026-06-02T09:30:00Z"),
    });
    const full = await createAgendaItem(t.db, warsaw.id, { name: "Pełne warsztaty", signUpLimit: 1 });
    const othersOnly = await createAgendaItem(t.db, warsaw.id, { name: "Cudzy zapis" });
    const join = (event: string, item: number, as: string) =>
      t.request("PUT", `/${event}/pl/api/agenda/agenda_items/${item}/join/`, { token: as });
    await expectJson(await join(warsaw.slug, debate.id, token), 200);
    await expectJson(await join(cracow.slug, workshop.id, token), 200);
    await expectJson(await join(warsaw.slug, full.id, otherToken), 200);
    await expectJson(await join(warsaw.slug, othersOnly.id, otherToken), 200);
    await expectJson(
      await t.request("PUT", `/${warsaw.slug}/pl/api/agenda/agenda_items/${full.id}/waiting_list/join/`, { token }),
      200,
    );
    seated = { debate: debate.id, workshop: workshop.id };
    waitedFor = full.id;
  });

  const feed = (secret: string) => t.request("GET", `/pl/api/awf/calendar/${secret}/`);

  it("makes a secret address listing the items the teacher has a seat on in every city, not those they wait for", async () => {
    expect(await expectJson(await t.request("GET", "/pl/api/agenda/calendar/", { token }), 200)).toEqual({
      token: null,
    });
    const { token: secret } = await expectJson(await t.request("POST", "/pl/api/agenda/calendar/", { token }), 201);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await expectJson(await t.request("GET", "/pl/api/agenda/calendar/", { token }), 200)).toEqual({
      token: secret,
    });
    // The classes feed is another address, not made by this one.
    expect(await expectJson(await t.request("GET", "/pl/api/awf/calendar/", { token }), 200)).toEqual({ token: null });
    const stored = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    expect(stored.map((row) => row.kind)).toEqual(["agenda"]);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const response = await feed(secret);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="moja-agenda.ics"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { name, events } = parseCalendar(await response.text());
    expect(name).toBe("Kongres Sport Kluby – moja agenda");
    expect(events).toEqual([
      {
        uid: `agenda-${seated.debate}@sport-kluby`,
        summary: "Debata ekspertów",
        location: "Aula główna, Warszawa",
        description: "Kongres Sport Kluby – Warszawa\nModeracja: dr Anna Lis\nWystąpienia: prof. Jan Wójcik",
        status: "CONFIRMED",
        timeZone: "Europe/Warsaw",
        localStart: "2026-05-14T10:00",
        localEnd: "2026-05-14T11:30",
        start: "2026-05-14T08:00:00.000Z",
        sequence: 0,
        lastModified: null,
      },
      expect.objectContaining({
        uid: `agenda-${seated.workshop}@sport-kluby`,
        location: "Kraków",
        description: "Kongres Sport Kluby – Kraków",
        localStart: "2026-06-02T10:00",
      }),
    ]);
    expect(events.some((event) => event.uid === `agenda-${waitedFor}@sport-kluby`)).toBe(false);
  });

  it("hands the same items over as a file to download", async () => {
    const response = await t.request("GET", "/pl/api/agenda/my_items/calendar/", { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="moja-agenda.ics"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(parseCalendar(await response.text()).events.map((event) => event.uid)).toEqual([
      `agenda-${seated.debate}@sport-kluby`,
      `agenda-${seated.workshop}@sport-kluby`,
    ]);
  });

  it("ends the old agenda address on renewal, leaving the classes address alone", async () => {
    const { token: classes } = await expectJson(await t.request("POST", "/pl/api/awf/calendar/", { token }), 201);
    const { token: old } = await expectJson(await t.request("POST", "/pl/api/agenda/calendar/", { token }), 201);
    const { token: renewed } = await expectJson(await t.request("POST", "/pl/api/agenda/calendar/", { token }), 201);
    expect(renewed).not.toBe(old);
    expect(await expectJson(await feed(old), 404)).toEqual({ detail: "Nie ma kalendarza pod tym adresem." });
    expect(parseCalendar(await (await feed(renewed)).text()).name).toBe("Kongres Sport Kluby – moja agenda");
    const classesFeed = await feed(classes);
    expect(classesFeed.headers.get("content-disposition")).toBe('inline; filename="sport-klub.ics"');
    expect(parseCalendar(await classesFeed.text()).name).toBe("Sport Klub – zajęcia");
  });

  it("needs a login to see or make the address and to download the file", async () => {
    expect((await t.request("GET", "/pl/api/agenda/calendar/")).status).toBe(401);
    expect((await t.request("POST", "/pl/api/agenda/calendar/")).status).toBe(401);
    expect((await t.request("GET", "/pl/api/agenda/my_items/calendar/")).status).toBe(401);
  });
});

describeOnEachDatabase("a disabled account's calendars on %s", (t) => {
  let staff: string;
  let teacher: { id: number; email: string };
  beforeAll(async () => {
    t.clock.now = new Date("2026-03-10T09:00:00Z");
    const season = await createCurrentSeason(t.db);
    teacher = (await createActiveClub(t.db, t.config, season.id)).user;
    const office = await createUser(t.db, { isStaff: true });
    staff = (await loginAs(t, office.email)).token;
  });

  const feed = (secret: string) => t.request("GET", `/pl/api/awf/calendar/${secret}/`);
  const setActive = (active: boolean) =>
    t.request("POST", `/pl/api/staff/users/${teacher.id}/${active ? "enable" : "disable"}/`, { token: staff });
  /** Both addresses of the teacher, made anew, each answering. */
  async function bothFeeds(token: string) {
    const secrets = [];
    for (const path of ["/pl/api/awf/calendar/", "/pl/api/agenda/calendar/"]) {
      const { token: secret } = await expectJson(await t.request("POST", path, { token }), 201);
      expect((await feed(secret)).status).toBe(200);
      secrets.push(secret as string);
    }
    return secrets;
  }

  it("stops every feed at once, keeps the old addresses dead after enabling, and answers a new one", async () => {
    const { token } = await loginAs(t, teacher.email);
    const old = await bothFeeds(token);
    expect((await t.request("GET", "/pl/api/agenda/my_items/calendar/", { token })).status).toBe(200);

    expect((await expectJson(await setActive(false), 200)).is_active).toBe(false);
    for (const secret of old) {
      expect(await expectJson(await feed(secret), 404)).toEqual({ detail: "Nie ma kalendarza pod tym adresem." });
    }
    expect((await t.request("GET", "/pl/api/agenda/my_items/calendar/", { token })).status).toBe(401);

    expect((await expectJson(await setActive(true), 200)).is_active).toBe(true);
    for (const secret of old) expect((await feed(secret)).status).toBe(404);
    const again = (await loginAs(t, teacher.email)).token;
    // No address is shown until the teacher asks for a new one.
    expect(await expectJson(await t.request("GET", "/pl/api/awf/calendar/", { token: again }), 200)).toEqual({
      token: null,
    });
    expect(await expectJson(await t.request("GET", "/pl/api/agenda/calendar/", { token: again }), 200)).toEqual({
      token: null,
    });
    const renewed = await bothFeeds(again);
    expect(renewed).not.toEqual(expect.arrayContaining(old));
    for (const secret of old) expect((await feed(secret)).status).toBe(404);
  });
});
