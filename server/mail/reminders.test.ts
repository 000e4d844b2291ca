import { eq } from "drizzle-orm";

import {
  accessTokenFor,
  createActiveClub,
  createAgendaItem,
  createCurrentSeason,
  createEvent,
  createUser,
  describeOnEachDatabase,
  expectJson,
  SURVEY_BODY,
} from "../../tests/support/api";
import { agendaSignUps, agendaWaitingList, remindersSent, seasons, users } from "../db/schema";
import type { MailMessage } from "./mailer";
import { queueDueReminders } from "./reminders";

describeOnEachDatabase("reminders on %s", (t) => {
  /** One pass of the job at `at` (as every instance runs it), then the outbox's; answers what was sent in between. */
  async function remindAt(at: string) {
    t.clock.now = new Date(at);
    const before = t.mail.sent.length;
    const queued = await queueDueReminders({ db: t.db, mail: t.mailQueue, config: t.config, now: () => t.clock.now });
    await t.deliverMail();
    return { queued, sent: t.mail.sent.slice(before) };
  }

  const addressedTo = (sent: MailMessage[], email: string) => sent.filter((mail) => mail.to === email);

  it("reminds a week ahead of the survey window's end whoever has a group without a survey, naming those groups, once", async () => {
    // The season's survey window ends on 31.03.2026.
    const season = await createCurrentSeason(t.db, { name: "Sezon ankiet" });
    const halfDone = await createActiveClub(t.db, t.config, season.id, 2);
    const allDone = await createActiveClub(t.db, t.config, season.id, 1);
    const turnedOff = await createActiveClub(t.db, t.config, season.id, 1);
    await t.db
      .update(users)
      .set({ remindersOff: ["survey_window"] })
      .where(eq(users.id, turnedOff.user.id));
    const disabled = await createActiveClub(t.db, t.config, season.id, 1);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, disabled.user.id));
    t.clock.now = new Date("2026-03-20T09:00:00Z");
    // A survey in group 1 of each (the call names a group by its number).
    for (const teacher of [halfDone.user.id, allDone.user.id]) {
      const token = await accessTokenFor(t, teacher);
      await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json: SURVEY_BODY }), 201);
    }

    // Eight days ahead: not yet.
    expect(addressedTo((await remindAt("2026-03-23T09:00:00Z")).sent, halfDone.user.email)).toEqual([]);
    const { sent } = await remindAt("2026-03-24T05:00:00Z");
    const [reminder, ...more] = addressedTo(sent, halfDone.user.email);
    expect(more).toEqual([]);
    expect(reminder.subject).toBe("Przypomnienie: ankiety sprawności do 31.03.2026");
    expect(reminder.text).toContain("Termin ankiet sprawności (Sezon ankiet) mija za 7 dni, 31.03.2026.");
    expect(reminder.text).toContain("W grupie nr 2 nie ma jeszcze żadnej ankiety.");
    expect(reminder.text).toContain(`${t.config.publicUrl}/konto/ankiety/${halfDone.groups[1].id}`);
    expect(reminder.unsubscribeUrl).toMatch(new RegExp(`^${t.config.publicUrl}/wypisz/[\\w-]+\\.[\\w-]+$`));
    for (const email of [allDone.user.email, turnedOff.user.email, disabled.user.email]) {
      expect(addressedTo(sent, email), email).toEqual([]);
    }
    // Every later pass, up to the last day, finds it sent.
    for (const at of ["2026-03-24T05:15:00Z", "2026-03-28T12:00:00Z", "2026-03-31T20:00:00Z"]) {
      expect(addressedTo((await remindAt(at)).sent, halfDone.user.email), at).toEqual([]);
    }
    // A moved deadline is a new one.
    await t.db.update(seasons).set({ surveysDateEnd: "2026-04-10" }).where(eq(seasons.id, season.id));
    const moved = addressedTo((await remindAt("2026-04-03T09:00:00Z")).sent, halfDone.user.email);
    expect(moved.map((mail) => mail.subject)).toEqual(["Przypomnienie: ankiety sprawności do 10.04.2026"]);
    await t.db.update(seasons).set({ isCurrent: false }).where(eq(seasons.id, season.id));
  });

  it("reminds a week ahead of the last day for planning classes every teacher enrolled with a group, once", async () => {
    const season = await createCurrentSeason(t.db, {
      name: "Sezon planowania",
      dateStart: "2026-07-01",
      dateEnd: "2026-12-20",
      scheduleMaxDate: "2026-09-15",
      surveysDateStart: "2026-10-01",
      surveysDateEnd: "2026-10-31",
    });
    const teacher = await createActiveClub(t.db, t.config, season.id, 1);
    expect(addressedTo((await remindAt("2026-09-07T09:00:00Z")).sent, teacher.user.email)).toEqual([]);
    const sent = addressedTo((await remindAt("2026-09-08T09:00:00Z")).sent, teacher.user.email);
    expect(sent.map((mail) => mail.subject)).toEqual(["Przypomnienie: zajęcia do harmonogramu do 15.09.2026"]);
    expect(sent[0].text).toContain("można dodawać do 15.09.2026 (za 7 dni)");
    expect(addressedTo((await remindAt("2026-09-15T09:00:00Z")).sent, teacher.user.email)).toEqual([]);
    await t.db.update(seasons).set({ isCurrent: false }).where(eq(seasons.id, season.id));
  });

  it("reminds the day before a congress item whoever has a seat on it, not those on its waiting list", async () => {
    const event = await createEvent(t.db, { city: "Kraków" });
    const item = await createAgendaItem(t.db, event.id, {
      name: "Debata: WF po lekcjach",
      place: "Aula",
      // 10:00 in Poland on 21.04.2026.
      datetimeStart: new Date("2026-04-21T08:00:00Z"),
      datetimeEnd: new Date("2026-04-21T09:30:00Z"),
    });
    const [seated, waiting] = [await createUser(t.db), await createUser(t.db)];
    await t.db.insert(agendaSignUps).values({ agendaItemId: item.id, userId: seated.id });
    await t.db.insert(agendaWaitingList).values({ agendaItemId: item.id, userId: waiting.id });

    // 19.04 late evening in Poland (UTC+2) is still two days before.
    expect(addressedTo((await remindAt("2026-04-19T21:00:00Z")).sent, seated.email)).toEqual([]);
    const { sent } = await remindAt("2026-04-19T22:30:00Z");
    const [reminder, ...more] = addressedTo(sent, seated.email);
    expect(more).toEqual([]);
    expect(reminder.subject).toBe("Jutro: Debata: WF po lekcjach");
    expect(reminder.text).toContain("„Debata: WF po lekcjach”: 21.04.2026, 10:00, Aula, kongres w mieście Kraków.");
    expect(reminder.text).toContain(`${t.config.publicUrl}/konto/moja-agenda`);
    expect(addressedTo(sent, waiting.email)).toEqual([]);
    expect(addressedTo((await remindAt("2026-04-20T18:00:00Z")).sent, seated.email)).toEqual([]);
  });

  it("queues each reminder once when every instance runs the job at the same moment", async () => {
    const event = await createEvent(t.db);
    const item = await createAgendaItem(t.db, event.id, {
      datetimeStart: new Date("2026-05-12T08:00:00Z"),
      datetimeEnd: new Date("2026-05-12T09:00:00Z"),
    });
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
    await t.db.insert(agendaSignUps).values(people.map((person) => ({ agendaItemId: item.id, userId: person.id })));
    t.clock.now = new Date("2026-05-11T06:00:00Z");
    const job = { db: t.db, mail: t.mailQueue, config: t.config, now: () => t.clock.now };
    const passes = await Promise.all([1, 2, 3, 4].map(() => queueDueReminders(job)));
    expect(passes.reduce((sum, queued) => sum + queued.congress_item, 0)).toBe(people.length);
    const before = t.mail.sent.length;
    await t.deliverMail();
    const sent = t.mail.sent.slice(before);
    for (const person of people) expect(addressedTo(sent, person.email), person.email).toHaveLength(1);
    const records = await t.db.select().from(remindersSent).where(eq(remindersSent.kind, "congress_item"));
    expect(records.filter((record) => people.some((person) => person.id === record.userId))).toHaveLength(
      people.length,
    );
  });
});
