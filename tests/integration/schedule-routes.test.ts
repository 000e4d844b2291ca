// The schedule screens' loaders and actions against the in-process API on a
// fresh test database: the week list and the calendar address, adding (once,
// however often the form is sent), editing, cancelling and restoring a class,
// the closed adding window, other teachers' records, and the calendar feed.
import { eq } from "drizzle-orm";

import * as calendarRoute from "~/routes/kalendarz.$file";
import * as scheduleRoute from "~/routes/konto.harmonogram.$group._index/route";
import * as classRoute from "~/routes/konto.harmonogram.$group.$id/route";
import * as newClassRoute from "~/routes/konto.harmonogram.$group.nowe/route";

import { auditLog, groups, scheduleItems } from "../../server/db/schema";
import { currentSeasonOf } from "../support/api";
import {
  args,
  get,
  logInClubTeacherToApp,
  outcome,
  post,
  serveAppFailing,
  serveAppFrom,
  serveAppFromTestApi,
  toastOf,
} from "../support/bff";
import { parseCalendar } from "../support/calendar";
import { CLASS_FORM } from "../support/forms";

const t = serveAppFromTestApi();
const season = currentSeasonOf(t);
beforeEach(() => {
  t.clock.now = new Date("2026-03-10T09:00:00Z");
});

/** A teacher with two groups of 8 girls and 7 boys, logged in. */
async function teacher() {
  const club = await logInClubTeacherToApp(t, season.id);
  await t.db.update(groups).set({ girlsCount: 8, boysCount: 7 }).where(eq(groups.userId, club.user.id));
  return club;
}

async function addClass(cookie: string, fields: Record<string, string> = {}, group = "1") {
  return outcome(() =>
    newClassRoute.action(
      args(post(`/konto/harmonogram/${group}/nowe`, { ...CLASS_FORM, intent: "save", ...fields }, cookie), { group }),
    ),
  );
}

const itemsOf = (groupId: number) => t.db.select().from(scheduleItems).where(eq(scheduleItems.groupId, groupId));

describe("adding a class (konto/harmonogram/{group}/nowe)", () => {
  it("starts from the group's usual place and declared pupils", async () => {
    const { cookie } = await teacher();
    const data = await (
      await outcome(() => newClassRoute.loader(args(get("/konto/harmonogram/1/nowe", cookie), { group: "1" })))
    ).json();
    expect(data).toEqual({
      group: 1,
      season: { dateStart: "2026-02-01", dateEnd: "2026-06-30", scheduleMaxDate: "2026-06-15" },
      restored: false,
      defaults: { duration_minutes: 60, place: "Sala gimnastyczna", girls_count: 8, boys_count: 7 },
    });
  });

  it("adds a class of the chosen duration", async () => {
    const { cookie, groups: own } = await teacher();
    expect((await addClass(cookie, { duration_minutes: "45" })).status).toBe(302);
    expect(await itemsOf(own[0].id)).toMatchObject([{ durationMinutes: 45 }]);
  });

  it("repeats a class weekly: its dates shown first without the holidays, each chosen one saved once", async () => {
    const { cookie, groups: own } = await teacher();
    const until = { repeat_until: "2026-06-11", submission_key: "5b1e7f3a-2c4d-4e6f-8a9b-0c1d2e3f4a5b" };
    const preview = await addClass(cookie, until);
    expect(preview.status).toBe(200);
    const { series } = await preview.json();
    // Thursdays at 14:30 from 12 March to 11 June; Corpus Christi (4 June) has no classes.
    expect(series.dates).toHaveLength(14);
    expect(series.dates.filter((date: { skipped: string | null }) => date.skipped)).toEqual([
      { datetime: "2026-06-04T14:30", skipped: "Boże Ciało" },
    ]);
    expect(await itemsOf(own[0].id)).toEqual([]);

    // The teacher leaves out 19 March; a date not in the series is never added.
    const chosen = series.dates
      .map((date: { datetime: string }) => date.datetime)
      .filter((datetime: string) => datetime !== "2026-03-19T14:30");
    const save = () =>
      outcome(() =>
        newClassRoute.action(
          args(
            post(
              "/konto/harmonogram/1/nowe",
              { ...CLASS_FORM, ...until, intent: "save-series", date: [...chosen, "2026-03-20T14:30"] },
              cookie,
            ),
            { group: "1" },
          ),
        ),
      );
    for (let attempt = 0; attempt < 2; attempt++) {
      const saved = await save();
      expect(await toastOf(saved)).toMatchObject({
        type: "success",
        message: "Dodano zajęć: 12, co tydzień od 12.03.2026 do 11.06.2026.",
      });
    }
    const stored = await itemsOf(own[0].id);
    expect(stored).toHaveLength(12);
    expect(stored.every((item) => item.topic === "Gry i zabawy z piłką" && item.status === "planned")).toBe(true);

    const late = await addClass(cookie, { repeat_until: "2026-06-20" });
    expect(late.status).toBe(422);
    expect((await late.json()).fieldErrors).toEqual({
      repeat_until: "Podaj dzień od pierwszych zajęć (12.03.2026) do 15.06.2026.",
    });
  });

  it("adds the class once, however often the same form is sent", async () => {
    const { cookie, groups: own } = await teacher();
    const key = { submission_key: "0d6c1f0e-8a43-4d1e-9d1b-2f1a7c9e4b55" };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await addClass(cookie, key);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/konto/harmonogram/1");
    }
    const stored = await itemsOf(own[0].id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ topic: "Gry i zabawy z piłką", girlsCount: 8, boysCount: 7, status: "planned" });
  });

  it("refuses a class at night, outside the season or of a duration not offered, at its field, keeping what was typed", async () => {
    const { cookie, groups: own } = await teacher();
    const night = await addClass(cookie, { datetime: "2026-03-12T21:00" });
    expect(night.status).toBe(422);
    const body = await night.json();
    expect(body.fieldErrors).toEqual({ datetime: "Zajęcia mogą się zaczynać najpóźniej o 20:00." });
    expect(body.repopulateFields).toMatchObject({ topic: "Gry i zabawy z piłką", datetime: "2026-03-12T21:00" });
    expect((await (await addClass(cookie, { datetime: "2026-06-20T10:00" })).json()).fieldErrors).toEqual({
      datetime: "Zajęcia można zaplanować najpóźniej na 15.06.2026.",
    });
    const odd = await (await addClass(cookie, { duration_minutes: "50" })).json();
    expect(odd.fieldErrors).toEqual({ duration_minutes: "Czas trwania zajęć: od 15 do 240 minut, co 15 minut." });
    expect(odd.repopulateFields).toMatchObject({ duration_minutes: "50" });
    expect(await itemsOf(own[0].id)).toEqual([]);
  });

  it("is closed after the last planning day: the teacher is told so on the account screen", async () => {
    t.clock.now = new Date("2026-06-16T10:00:00Z");
    const { cookie } = await teacher();
    const response = await outcome(() =>
      newClassRoute.loader(args(get("/konto/harmonogram/1/nowe", cookie), { group: "1" })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/konto");
    const list = await (
      await outcome(() => scheduleRoute.loader(args(get("/konto/harmonogram/1", cookie), { group: "1" })))
    ).json();
    expect(list.adding).toEqual({ scheduleAddingAvailable: false, scheduleMaxDate: "2026-06-15" });
  });
});

describe("when the API cannot tell what the teacher may do (its setup call fails)", () => {
  afterEach(() => serveAppFrom(t));

  it("says so, and never that the planning deadline has passed", async () => {
    const { cookie } = await teacher();
    serveAppFailing(t, "/pl/api/awf/setup/");
    const response = await outcome(() =>
      newClassRoute.loader(args(get("/konto/harmonogram/1/nowe", cookie), { group: "1" })),
    );
    expect(response.headers.get("location")).toBe("/konto");
    expect((await toastOf(response))?.message).toBe(
      "Nie udało się teraz sprawdzić, co jest dostępne na Twoim koncie. Spróbuj ponownie za chwilę.",
    );
  });
});

describe("a class (konto/harmonogram/{group}/{id})", () => {
  async function withClass() {
    const club = await teacher();
    await addClass(club.cookie);
    const [item] = await itemsOf(club.groups[0].id);
    const path = `/konto/harmonogram/1/${item.id}`;
    const params = { group: "1", id: String(item.id) };
    const send = (fields: Record<string, string>) =>
      outcome(() => classRoute.action(args(post(path, fields, club.cookie), params)));
    const stored = async () => (await t.db.select().from(scheduleItems).where(eq(scheduleItems.id, item.id)))[0];
    return { ...club, item, path, params, send, stored };
  }

  it("shows the class with its form's values", async () => {
    const { cookie, path, params, item } = await withClass();
    const data = await (await outcome(() => classRoute.loader(args(get(path, cookie), params)))).json();
    expect(data).toMatchObject({
      group: 1,
      item: { id: item.id, group: 1, datetime: "2026-03-12T14:30", status: "planned" },
      adding: { scheduleAddingAvailable: true },
      defaults: {
        datetime: "2026-03-12T14:30",
        duration_minutes: 60,
        place: "Sala gimnastyczna",
        girls_count: 8,
        boys_count: 7,
      },
    });
  });

  it("changes the class's duration, which the class and the schedule then show", async () => {
    const { cookie, send, stored, path, params } = await withClass();
    expect((await send({ ...CLASS_FORM, duration_minutes: "90", intent: "save" })).status).toBe(302);
    expect(await stored()).toMatchObject({ durationMinutes: 90 });
    const data = await (await outcome(() => classRoute.loader(args(get(path, cookie), params)))).json();
    expect(data.item.durationMinutes).toBe(90);
    expect(data.defaults.duration_minutes).toBe(90);
    const list = await (
      await outcome(() => scheduleRoute.loader(args(get("/konto/harmonogram/1", cookie), { group: "1" })))
    ).json();
    expect(list.items).toMatchObject([{ datetime: "2026-03-12T14:30", durationMinutes: 90 }]);
  });

  it("edits, cancels with a required reason, and restores", async () => {
    const { send, stored } = await withClass();
    const edited = await send({ ...CLASS_FORM, topic: "Tor przeszkód", datetime: "2026-03-13T15:00", intent: "save" });
    expect(edited.status).toBe(302);
    expect(await stored()).toMatchObject({ topic: "Tor przeszkód", datetime: "2026-03-13 15:00:00" });

    const blank = await send({ cancellation_reason: "  ", intent: "cancel" });
    expect(blank.status).toBe(422);
    expect((await blank.json()).fieldErrors).toEqual({ cancellation_reason: "To pole jest wymagane" });
    expect((await stored()).status).toBe("planned");

    expect((await send({ cancellation_reason: "Wycieczka klasowa", intent: "cancel" })).status).toBe(302);
    expect(await stored()).toMatchObject({ status: "cancelled", cancellationReason: "Wycieczka klasowa" });

    const restored = await send({ intent: "restore" });
    expect(restored.headers.get("location")).toMatch(/^\/konto\/harmonogram\/1\/\d+$/);
    expect(await stored()).toMatchObject({ status: "planned", cancellationReason: "" });
  });

  it("asks before deleting a class, deletes it (audited) and tells so on the list; a class that started stays", async () => {
    const { cookie, path, params, item, send, stored } = await withClass();
    const asking = await outcome(() => classRoute.loader(args(get(`${path}?usun`, cookie), params)));
    expect(await asking.json()).toMatchObject({ asksDeletion: true });
    const deleted = await send({ intent: "delete" });
    expect(deleted.headers.get("location")).toBe("/konto/harmonogram/1");
    expect((await toastOf(deleted))?.message).toBe("Usunięto zajęcia: czwartek, 12.03.2026, 14:30.");
    expect(await stored()).toBeUndefined();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, item.id));
    expect(entry).toMatchObject({ action: "schedule-item.delete", subjectType: "schedule-item" });

    // 10:00 in Poland, the clock's time: it has started.
    expect((await addClass(cookie, { datetime: "2026-03-10T10:00" })).status).toBe(302);
    const [startedItem] = await itemsOf(item.groupId);
    const startedPath = `/konto/harmonogram/1/${startedItem.id}`;
    const started = await outcome(() =>
      classRoute.action(
        args(post(startedPath, { intent: "delete" }, cookie), { group: "1", id: String(startedItem.id) }),
      ),
    );
    expect(started.headers.get("location")).toBe(startedPath);
    expect((await toastOf(started))?.message).toBe(
      "Zajęć, które już się rozpoczęły, nie można usunąć – można je tylko odwołać.",
    );
    expect(await itemsOf(item.groupId)).toHaveLength(1);
  });

  it("is the 404 page for another teacher, for another group's address, or a malformed id", async () => {
    const { item, params } = await withClass();
    const stranger = await teacher();
    const notFound = async (path: string, routeParams: Record<string, string>) =>
      (await outcome(() => classRoute.loader(args(get(path, stranger.cookie), routeParams)))).status;
    expect(await notFound(`/konto/harmonogram/1/${item.id}`, params)).toBe(404);
    expect(await notFound(`/konto/harmonogram/2/${item.id}`, { ...params, group: "2" })).toBe(404);
    expect(await notFound("/konto/harmonogram/1/1x", { group: "1", id: "1x" })).toBe(404);
    const posted = await outcome(() =>
      classRoute.action(args(post(`/konto/harmonogram/1/${item.id}`, { intent: "restore" }, stranger.cookie), params)),
    );
    expect(posted.status).toBe(404);
  });
});

describe("the schedule and its calendar address (konto/harmonogram/{group})", () => {
  it("lists the group's classes and makes a calendar address that a calendar app reads without a login", async () => {
    const { cookie } = await teacher();
    await addClass(cookie);
    await addClass(cookie, { datetime: "2026-03-16T16:00", topic: "Sztafety", duration_minutes: "45" });
    const load = async () =>
      (await outcome(() => scheduleRoute.loader(args(get("/konto/harmonogram/1", cookie), { group: "1" })))).json();
    const before = await load();
    expect(before.items.map((item: { topic: string }) => item.topic)).toEqual(["Gry i zabawy z piłką", "Sztafety"]);
    expect(before.group).toMatchObject({ groupNumber: 1, defaultClassesPlace: "Sala gimnastyczna" });
    expect(before.calendar).toBeNull();

    const made = await outcome(() =>
      scheduleRoute.action(args(post("/konto/harmonogram/1", { intent: "renew-calendar" }, cookie), { group: "1" })),
    );
    expect(made.headers.get("location")).toBe("/konto/harmonogram/1#kalendarz");
    const { calendar } = await load();
    expect(calendar.url).toMatch(/^http:\/\/localhost:3000\/kalendarz\/[\w-]{43}\.ics$/);
    expect(calendar.webcal).toBe(calendar.url.replace("http://", "webcal://"));

    const file = calendar.url.split("/").pop();
    const feed = await outcome(() => calendarRoute.loader(args(get(`/kalendarz/${file}`), { file })));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    // Each event ends after its class's duration.
    expect(parseCalendar(await feed.text()).events.map((event) => [event.summary, event.localEnd])).toEqual([
      ["Sport Klub, grupa 1: Gry i zabawy z piłką", "2026-03-12T15:30"],
      ["Sport Klub, grupa 1: Sztafety", "2026-03-16T16:45"],
    ]);

    await scheduleRoute.action(
      args(post("/konto/harmonogram/1", { intent: "renew-calendar" }, cookie), { group: "1" }),
    );
    const old = await outcome(() => calendarRoute.loader(args(get(`/kalendarz/${file}`), { file })));
    expect(old.status).toBe(404);
    for (const bad of ["nic.ics", `${"a".repeat(43)}.txt`]) {
      expect((await outcome(() => calendarRoute.loader(args(get(`/kalendarz/${bad}`), { file: bad })))).status).toBe(
        404,
      );
    }
  });

  it("is the 404 page for a group that is not the teacher's", async () => {
    const { cookie } = await teacher();
    const response = await outcome(() =>
      scheduleRoute.loader(args(get("/konto/harmonogram/3", cookie), { group: "3" })),
    );
    expect(response.status).toBe(404);
  });
});
