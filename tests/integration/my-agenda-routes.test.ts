// The teacher's own agenda (konto/moja-agenda), its .ics file and calendar
// address, and what the account screen says of it, against the in-process
// API on a fresh test database.
import * as calendarRoute from "~/routes/kalendarz.$file";
import * as accountRoute from "~/routes/konto._index";
import * as myAgendaRoute from "~/routes/konto.moja-agenda";
import * as myAgendaFileRoute from "~/routes/konto.moja-agenda[.ics]";

import { agendaSignUps, agendaWaitingList } from "../../server/db/schema";
import { createAgendaItem, createEvent, createUser, registerToEvent } from "../support/api";
import { args, get, logIn, ORIGIN, outcome, post, serveAppFromTestApi } from "../support/bff";
import { parseCalendar } from "../support/calendar";

const DAY = 24 * 3600 * 1000;
const t = serveAppFromTestApi();

/** Items a few weeks ahead of the real clock: the pages judge "not started yet" by it. */
function ahead(days: number, hours = 0) {
  const start = new Date(Date.now() + days * DAY + hours * 3600 * 1000);
  return { datetimeStart: start, datetimeEnd: new Date(start.getTime() + 90 * 60 * 1000) };
}

/**
 * A teacher of Warsaw and Kraków with a seat in each city, a place on a full
 * item's waiting list, and a seat the waiting list gave them; logged in.
 * The seats are stored as the API's joins and promotions store them.
 */
async function teacherWithAgenda() {
  t.clock.now = new Date();
  const warsaw = await createEvent(t.db, { name: "Kongres Sport Kluby – Warszawa", city: "Warszawa" });
  const cracow = await createEvent(t.db, { name: "Kongres Sport Kluby – Kraków", city: "Kraków" });
  const teacher = await createUser(t.db);
  const other = await createUser(t.db);
  await registerToEvent(t.db, teacher.id, warsaw.id);
  await registerToEvent(t.db, teacher.id, cracow.id);
  const debate = await createAgendaItem(t.db, warsaw.id, { name: "Debata ekspertów", place: "Aula", ...ahead(20) });
  const workshop = await createAgendaItem(t.db, cracow.id, { name: "Warsztaty na boisku", ...ahead(30) });
  const full = await createAgendaItem(t.db, warsaw.id, { name: "Pełne warsztaty", signUpLimit: 1, ...ahead(20, 2) });
  const freed = await createAgendaItem(t.db, warsaw.id, { name: "Zwolnione miejsce", signUpLimit: 1, ...ahead(21) });
  await t.db.insert(agendaSignUps).values([
    { agendaItemId: debate.id, userId: teacher.id },
    { agendaItemId: workshop.id, userId: teacher.id },
    { agendaItemId: full.id, userId: other.id },
    // Another teacher left it; the waiting list gave it to this one.
    { agendaItemId: freed.id, userId: teacher.id, promotedAt: new Date() },
  ]);
  await t.db.insert(agendaWaitingList).values({ agendaItemId: full.id, userId: teacher.id });

  const cookie = await logIn(teacher.email);
  return { cookie, warsaw, cracow, items: { debate, workshop, full, freed } };
}

const loadPage = async (cookie: string) =>
  (await outcome(() => myAgendaRoute.loader(args(get("/konto/moja-agenda", cookie))))).json();

describe("my agenda (konto/moja-agenda)", () => {
  it("lists the teacher's items in every city by time, with their standing", async () => {
    const { cookie, warsaw, cracow, items } = await teacherWithAgenda();
    const data = await loadPage(cookie);
    expect(data.calendar).toBeNull();
    expect(data.items).toEqual([
      expect.objectContaining({
        id: items.debate.id,
        name: "Debata ekspertów",
        place: "Aula",
        event: { slug: warsaw.slug, city: "Warszawa" },
        userRegistered: true,
        waitingPosition: null,
        promotedAt: null,
        started: false,
      }),
      expect.objectContaining({ id: items.full.id, userRegistered: false, waitingPosition: 1 }),
      expect.objectContaining({ id: items.freed.id, userRegistered: true, promotedAt: expect.any(String) }),
      expect.objectContaining({ id: items.workshop.id, event: { slug: cracow.slug, city: "Kraków" } }),
    ]);
  });

  it("asks a teacher of no congress city for no agenda", async () => {
    const loner = await createUser(t.db);
    const cookie = await logIn(loner.email);
    const fetch = vi.spyOn(t.api, "fetch");
    try {
      expect((await loadPage(cookie)).items).toEqual([]);
      const account = await (await outcome(() => accountRoute.loader(args(get("/konto", cookie))))).json();
      expect(account.congress).toEqual({ inCongress: false, agenda: null });
      const paths = fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
      expect(paths).not.toContain("/pl/api/agenda/my_items/");
    } finally {
      fetch.mockRestore();
    }
  });

  it("hands over the items with a seat as an .ics file, passing only the file's headers", async () => {
    const { cookie, items } = await teacherWithAgenda();
    const response = await outcome(() => myAgendaFileRoute.loader(args(get("/konto/moja-agenda.ics", cookie))));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="moja-agenda.ics"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { events } = parseCalendar(await response.text());
    expect(events.map((event) => event.summary)).toEqual([
      "Debata ekspertów",
      "Zwolnione miejsce",
      "Warsztaty na boisku",
    ]);
    expect(events.every((event) => event.timeZone === "Europe/Warsaw")).toBe(true);
    expect(events[0]).toMatchObject({ uid: `agenda-${items.debate.id}@sport-kluby`, location: "Aula, Warszawa" });
  });

  it("makes and renews the agenda's calendar address, which a calendar app reads without a login", async () => {
    const { cookie } = await teacherWithAgenda();
    const renew = () =>
      outcome(() => myAgendaRoute.action(args(post("/konto/moja-agenda", { intent: "renew-calendar" }, cookie))));
    const made = await renew();
    expect(made.status).toBe(302);
    expect(made.headers.get("location")).toBe("/konto/moja-agenda#kalendarz");
    const { calendar } = await loadPage(cookie);
    expect(calendar.url).toMatch(/^http:\/\/localhost:3000\/kalendarz\/[\w-]{43}\.ics$/);
    expect(calendar.webcal).toBe(calendar.url.replace("http://", "webcal://"));

    const file = calendar.url.split("/").pop();
    const readFeed = () => outcome(() => calendarRoute.loader(args(get(`/kalendarz/${file}`), { file })));
    const feed = await readFeed();
    expect(feed.status).toBe(200);
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const { name, events } = parseCalendar(await feed.text());
    expect(name).toBe("Kongres Sport Kluby – moja agenda");
    expect(events).toHaveLength(3);

    await renew();
    expect((await readFeed()).status).toBe(404);
    expect((await loadPage(cookie)).calendar.url).not.toBe(calendar.url);
  });

  it("refuses a cross-site post and an intent it does not know", async () => {
    const { cookie } = await teacherWithAgenda();
    const crossSite = new Request(`${ORIGIN}/konto/moja-agenda`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", Cookie: cookie },
      body: new URLSearchParams({ intent: "renew-calendar" }),
    });
    expect((await outcome(() => myAgendaRoute.action(args(crossSite)))).status).toBe(403);
    const unknown = post("/konto/moja-agenda", { intent: "leave" }, cookie);
    expect((await outcome(() => myAgendaRoute.action(args(unknown)))).status).toBe(400);
    expect((await loadPage(cookie)).calendar).toBeNull();
  });
});

describe("the account screen's congress section (konto)", () => {
  it("sums the agenda up and tells of the seat the waiting list gave", async () => {
    const { cookie } = await teacherWithAgenda();
    const data = await (await outcome(() => accountRoute.loader(args(get("/konto", cookie))))).json();
    expect(data.congress.inCongress).toBe(true);
    expect(data.congress.agenda.summary).toBe(
      "Masz zapis na 3 punkty programu. Na liście oczekujących czekasz na 1 punkt programu.",
    );
    expect(data.congress.agenda.promotions).toEqual([
      {
        id: expect.any(Number),
        notice: expect.stringMatching(
          /^Zwolniło się miejsce: masz zapis na „Zwolnione miejsce” \(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}, Warszawa\)\.$/,
        ),
      },
    ]);
  });
});
