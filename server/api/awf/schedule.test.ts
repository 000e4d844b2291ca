import { eq } from "drizzle-orm";

import {
  atClock,
  createUser,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  logInTwoClubTeachers,
  SCHEDULE_ITEM_BODY as ITEM,
} from "../../../tests/support/api";
import { auditEntriesAbout } from "../../db/audit";
import { scheduleItems } from "../../db/schema";

describeOnEachDatabase("schedule on %s", (t) => {
  let token: string;
  let otherToken: string;
  let owner: { email: string };
  beforeAll(async () => {
    ({ token, otherToken, owner } = await logInTwoClubTeachers(t));
  });

  it("creates, lists per group, reads and updates an item", async () => {
    const created = await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM }), 201);
    // A class sent without a duration lasts an hour.
    expect(created).toEqual({
      id: created.id,
      ...ITEM,
      duration_minutes: 60,
      status: "planned",
      cancellation_reason: "",
    });
    await expectJson(
      await t.request("POST", "/pl/api/awf/schedule/", {
        token,
        json: { ...ITEM, group: 2, datetime: "2026-03-11T10:00" },
      }),
      201,
    );
    const groupOne = await expectJson(await t.request("GET", "/pl/api/awf/schedule/?group=1", { token }), 200);
    expect(groupOne.map((item: { id: number }) => item.id)).toEqual([created.id]);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/schedule/", { token }), 200)).toHaveLength(2);
    expect(await expectJson(await t.request("GET", `/pl/api/awf/schedule/${created.id}/`, { token }), 200)).toEqual(
      created,
    );
    const updated = await expectJson(
      await t.request("PUT", `/pl/api/awf/schedule/${created.id}/`, {
        token,
        json: { ...ITEM, topic: "Tor przeszkód" },
      }),
      200,
    );
    expect(updated.topic).toBe("Tor przeszkód");
  });

  it("keeps a class's duration, changes it, and leaves it as it was when a change does not name it", async () => {
    const created = await expectJson(
      await t.request("POST", "/pl/api/awf/schedule/", { token, json: { ...ITEM, duration_minutes: 45 } }),
      201,
    );
    expect(created.duration_minutes).toBe(45);
    const path = `/pl/api/awf/schedule/${created.id}/`;
    const changed = await expectJson(
      await t.request("PUT", path, { token, json: { ...ITEM, duration_minutes: 90 } }),
      200,
    );
    expect(changed.duration_minutes).toBe(90);
    const renamed = await expectJson(
      await t.request("PUT", path, { token, json: { ...ITEM, topic: "Sztafety" } }),
      200,
    );
    expect(renamed).toMatchObject({ topic: "Sztafety", duration_minutes: 90 });
    expect(await expectJson(await t.request("GET", path, { token }), 200)).toMatchObject({ duration_minutes: 90 });
    const [stored] = await t.db.select().from(scheduleItems).where(eq(scheduleItems.id, created.id));
    expect(stored.durationMinutes).toBe(90);
  });

  it("refuses a duration outside 15 to 240 minutes or between the form's steps", async () => {
    for (const duration_minutes of [0, 10, 50, 241, 300, 60.5, "godzina"]) {
      const refused = await t.request("POST", "/pl/api/awf/schedule/", { token, json: { ...ITEM, duration_minutes } });
      expect(await expectJson(refused, 400), String(duration_minutes)).toEqual({
        duration_minutes: ["Czas trwania zajęć: od 15 do 240 minut, co 15 minut."],
      });
    }
    for (const duration_minutes of [15, 240]) {
      const accepted = await t.request("POST", "/pl/api/awf/schedule/", { token, json: { ...ITEM, duration_minutes } });
      expect((await expectJson(accepted, 201)).duration_minutes).toBe(duration_minutes);
    }
  });

  it("cancels with a reason and restores", async () => {
    const created = await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM }), 201);
    const path = `/pl/api/awf/schedule/${created.id}`;
    expect(
      await expectJson(await t.request("POST", `${path}/cancel`, { token, json: { cancellation_reason: "  " } }), 400),
    ).toEqual({ cancellation_reason: ["Podaj powód odwołania zajęć."] });
    expect(
      await expectJson(
        await t.request("POST", `${path}/cancel`, { token, json: { cancellation_reason: "Wycieczka szkolna" } }),
        200,
      ),
    ).toMatchObject({ status: "cancelled", cancellation_reason: "Wycieczka szkolna" });
    expect(await expectJson(await t.request("PUT", `${path}/`, { token, json: ITEM }), 400)).toEqual({
      non_field_errors: ["Odwołanych zajęć nie można edytować – najpierw je przywróć."],
    });
    expect(await expectJson(await t.request("POST", `${path}/uncancel`, { token }), 200)).toMatchObject({
      status: "planned",
      cancellation_reason: "",
    });
    expect(await expectJson(await t.request("POST", `${path}/uncancel`, { token }), 400)).toEqual({
      non_field_errors: ["Te zajęcia nie są odwołane."],
    });
  });

  it("refuses dates outside the season, after the last schedule date or at night, and bad input", async () => {
    const refusalAt = async (datetime: string) =>
      expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: { ...ITEM, datetime } }), 400);
    expect(await refusalAt("2026-07-02T10:00")).toEqual({
      datetime: ["Zajęcia muszą się odbyć w trakcie sezonu (od 01.02.2026 do 30.06.2026)."],
    });
    expect(await refusalAt("2026-06-20T10:00")).toEqual({
      datetime: ["Zajęcia można zaplanować najpóźniej na 15.06.2026."],
    });
    // SPEC §5 time rules: after-school classes start between 07:00 and 20:00.
    expect(await refusalAt("2026-03-12T21:30")).toEqual({
      datetime: ["Zajęcia mogą się zaczynać najpóźniej o 20:00."],
    });
    const bad = await t.request("POST", "/pl/api/awf/schedule/", {
      token,
      json: { group: "x", datetime: "jutro", girls_count: -1 },
    });
    expect(Object.keys(await expectJson(bad, 400)).sort()).toEqual([
      "boys_count",
      "datetime",
      "girls_count",
      "group",
      "place",
      "topic",
    ]);
  });

  it("answers 404 for another teacher's item or group", async () => {
    const created = await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM }), 201);
    for (const [method, path] of [
      ["GET", `/pl/api/awf/schedule/${created.id}/`],
      ["PUT", `/pl/api/awf/schedule/${created.id}/`],
      ["POST", `/pl/api/awf/schedule/${created.id}/cancel`],
      ["POST", `/pl/api/awf/schedule/${created.id}/uncancel`],
    ] as const) {
      expect(
        (
          await t.request(method, path, {
            token: otherToken,
            json: method === "GET" ? undefined : { ...ITEM, cancellation_reason: "x" },
          })
        ).status,
      ).toBe(404);
    }
    expect((await t.request("POST", "/pl/api/awf/schedule/", { token, json: { ...ITEM, group: 3 } })).status).toBe(404);
    expect((await t.request("GET", "/pl/api/awf/schedule/?group=3", { token })).status).toBe(404);
    const [stored] = await t.db.select().from(scheduleItems).where(eq(scheduleItems.id, created.id));
    expect(stored.status).toBe("planned");
  });

  it("closes adding after the last schedule date and everything without an active club", async () => {
    t.clock.now = new Date("2026-06-16T10:00:00Z");
    const lateToken = (await loginAs(t, owner.email)).token;
    expect(
      await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token: lateToken, json: ITEM }), 403),
    ).toEqual({ detail: "Dodawanie i edycja zajęć w harmonogramie są teraz niedostępne." });
    expect((await t.request("GET", "/pl/api/awf/schedule/", { token: lateToken })).status).toBe(200);
    t.clock.now = new Date("2026-03-10T09:00:00Z");
    const newcomer = await createUser(t.db);
    const newcomerToken = (await loginAs(t, newcomer.email)).token;
    expect(await expectJson(await t.request("GET", "/pl/api/awf/schedule/", { token: newcomerToken }), 403)).toEqual({
      detail: "Harmonogram jest niedostępny – klub musi być zaakceptowany i zapisany na bieżący sezon.",
    });
  });

  it("deletes a class entered by mistake before it starts, audited, and never one that has started", async () => {
    const created = await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM }), 201);
    const path = `/pl/api/awf/schedule/${created.id}/`;
    expect((await t.request("DELETE", path, { token: otherToken })).status).toBe(404);
    expect(await expectJson(await t.request("DELETE", path, { token }), 200)).toEqual(created);
    expect(await t.db.select().from(scheduleItems).where(eq(scheduleItems.id, created.id))).toEqual([]);
    const audit = await auditEntriesAbout(t.db, "schedule-item", created.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorLabel: owner.email,
        action: "schedule-item.delete",
        before: created,
        after: null,
      }),
    ]);
    expect(audit[0].actorUserId).toEqual(expect.any(Number));
    expect(await expectJson(await t.request("DELETE", path, { token }), 404)).toEqual({
      detail: "Nie znaleziono zajęć.",
    });

    const started = await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM }), 201);
    // 14:30 in Poland (UTC+1) on the class's day: it has started.
    await atClock(t, "2026-03-12T13:30:00Z", async () => {
      const now = (await loginAs(t, owner.email)).token;
      expect(
        await expectJson(await t.request("DELETE", `/pl/api/awf/schedule/${started.id}/`, { token: now }), 409),
      ).toEqual({
        detail: "Zajęć, które już się rozpoczęły, nie można usunąć – można je tylko odwołać.",
      });
      const late = { ...ITEM, datetime: "2026-06-15T14:00" };
      const last = await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token: now, json: late }), 201);
      t.clock.now = new Date("2026-06-16T10:00:00Z");
      const closed = (await loginAs(t, owner.email)).token;
      expect(
        await expectJson(await t.request("DELETE", `/pl/api/awf/schedule/${last.id}/`, { token: closed }), 403),
      ).toEqual({
        detail: "Dodawanie i edycja zajęć w harmonogramie są teraz niedostępne.",
      });
      expect(await t.db.select().from(scheduleItems).where(eq(scheduleItems.id, started.id))).toHaveLength(1);
    });
  });
});
