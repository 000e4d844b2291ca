import {
  createEvent,
  createUser,
  describeOnEachDatabase,
  expectJson,
  officeAccount,
  WORKSHOP_BODY as WORKSHOP,
} from "../../../tests/support/api";
import { auditEntriesAbout } from "../../db/audit";
import { insertExpert } from "../../db/experts";
import { agendaSignUps, agendaWaitingList } from "../../db/schema";

const LUBLIN = { name: "Kongres WF z AWF — Lublin", city: "Lublin", slug: "lublin", code: "lub2026" };

describeOnEachDatabase("the office's congress on %s", (t) => {
  const { call } = officeAccount(t);

  it("creates a city with a unique address and code, and edits it", async () => {
    const created = await expectJson(await call("POST", "/pl/api/staff/events/", LUBLIN), 201);
    expect(created).toMatchObject({ ...LUBLIN, code: "LUB2026", items: 0, registered: 0, agenda_items: [] });
    expect(await expectJson(await call("POST", "/pl/api/staff/events/", LUBLIN), 400)).toEqual({
      slug: ["Ten adres ma już inne miasto kongresu."],
      code: ["Ten kod ma już inne miasto kongresu."],
    });
    expect(
      await expectJson(await call("POST", "/pl/api/staff/events/", { ...LUBLIN, slug: "Łódź", code: "X-1" }), 400),
    ).toEqual({
      slug: ["Tylko małe litery bez polskich znaków, cyfry i łączniki, np. krakow."],
      code: ["Tylko wielkie litery i cyfry, np. KRK2026."],
    });
    const edited = await expectJson(
      await call("PUT", `/pl/api/staff/events/${created.id}/`, { ...LUBLIN, date_start: "2026-05-14" }),
      200,
    );
    expect(edited.date_start).toBe("2026-05-14");
    expect((await auditEntriesAbout(t.db, "event", created.id)).map((entry) => entry.action)).toEqual([
      "event.create",
      "event.update",
    ]);
    expect(
      (await expectJson(await call("GET", "/pl/api/staff/events/"), 200)).map((e: { slug: string }) => e.slug),
    ).toContain("lublin");
  });

  it("creates an agenda item in Polish time, refuses a window that closes after it starts, and assigns experts", async () => {
    const event = await createEvent(t.db);
    const refused = await call("POST", `/pl/api/staff/events/${event.id}/agenda-items/`, {
      ...WORKSHOP,
      sign_up_datetime_end: "2026-05-14T10:30",
    });
    expect(await expectJson(refused, 400)).toEqual({
      sign_up_datetime_end: ["Zapisy muszą się skończyć przed rozpoczęciem punktu programu."],
    });
    const item = await expectJson(await call("POST", `/pl/api/staff/events/${event.id}/agenda-items/`, WORKSHOP), 201);
    expect(item).toMatchObject({ ...WORKSHOP, participants: 0, waiting: 0, experts: [] });
    // 10:00 in Warsaw in May is 08:00 UTC.
    const shown = await expectJson(await call("GET", `/pl/api/staff/events/${event.id}/`), 200);
    expect(shown.agenda_items[0].datetime_start).toBe("2026-05-14T10:00");

    const expert = await insertExpert(t.db, { slug: `ekspert-${event.id}`, name: "dr Ewa Zielińska" });
    const withExpert = await expectJson(
      await call("PUT", `/pl/api/staff/agenda-items/${item.id}/experts/`, {
        experts: [{ id: expert.id, role: "moderator" }],
      }),
      200,
    );
    expect(withExpert.experts).toEqual([{ id: expert.id, name: "dr Ewa Zielińska", role: "moderator" }]);
    expect(
      (
        await call("PUT", `/pl/api/staff/agenda-items/${item.id}/experts/`, {
          experts: [{ id: 999999, role: "speaker" }],
        })
      ).status,
    ).toBe(400);
    expect((await auditEntriesAbout(t.db, "agenda-item", item.id)).map((entry) => entry.action)).toEqual([
      "agenda-item.create",
      "agenda-item.experts",
    ]);
  });

  it("shows seats and the waiting list, keeps the limit above the seats taken, and a larger one seats the first waiting", async () => {
    const event = await createEvent(t.db, { slug: `kielce-${Date.now()}` });
    const item = await expectJson(await call("POST", `/pl/api/staff/events/${event.id}/agenda-items/`, WORKSHOP), 201);
    const [first, second, waiting] = [
      await createUser(t.db, { firstname: "Jan", lastname: "Pierwszy" }),
      await createUser(t.db, { firstname: "Ola", lastname: "Druga" }),
      await createUser(t.db, { firstname: "Iga", lastname: "Czekająca" }),
    ];
    await t.db.insert(agendaSignUps).values([
      { agendaItemId: item.id, userId: first.id },
      { agendaItemId: item.id, userId: second.id },
    ]);
    await t.db.insert(agendaWaitingList).values({ agendaItemId: item.id, userId: waiting.id });
    const shown = await expectJson(await call("GET", `/pl/api/staff/agenda-items/${item.id}/`), 200);
    expect(shown.participants_list.map((person: { name: string }) => person.name)).toEqual([
      "Jan Pierwszy",
      "Ola Druga",
    ]);
    expect(shown.waiting_list.map((person: { name: string }) => person.name)).toEqual(["Iga Czekająca"]);

    const lower = await call("PUT", `/pl/api/staff/agenda-items/${item.id}/`, { ...WORKSHOP, sign_up_limit: 1 });
    expect((await expectJson(lower, 400)).sign_up_limit[0]).toContain("Zajętych miejsc: 2.");
    const raised = await expectJson(
      await call("PUT", `/pl/api/staff/agenda-items/${item.id}/`, { ...WORKSHOP, sign_up_limit: 3 }),
      200,
    );
    expect(raised).toMatchObject({ participants: 3, waiting: 0, sign_up_limit: 3 });
    expect(t.mail.sent.some((mail) => mail.to === waiting.email)).toBe(true);

    const csv = await call("GET", `/pl/api/staff/agenda-items/${item.id}/participants/`);
    expect(csv.headers.get("content-disposition")).toContain(`uczestnicy-${event.slug}-${item.id}.csv`);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    const lines = text.slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Status;Kolejność;Nazwisko;Imię;E-mail;Telefon;Miejscowość;Zapis");
    expect(lines.slice(1).map((line) => line.split(";").slice(0, 3))).toEqual([
      ["uczestnik", "1", "Pierwszy"],
      ["uczestnik", "2", "Druga"],
      ["uczestnik", "3", "Czekająca"],
    ]);
    expect((await auditEntriesAbout(t.db, "agenda-item", item.id)).map((entry) => entry.action)).toEqual([
      "agenda-item.create",
      "agenda-item.update",
      "agenda-item.export",
    ]);
  });

  it("answers 404 for a city or an item that does not exist", async () => {
    expect((await call("GET", "/pl/api/staff/events/999999/")).status).toBe(404);
    expect((await call("GET", "/pl/api/staff/agenda-items/999999/")).status).toBe(404);
    expect((await call("POST", "/pl/api/staff/events/999999/agenda-items/", WORKSHOP)).status).toBe(404);
  });
});
