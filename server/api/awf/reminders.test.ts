import { eq } from "drizzle-orm";

import { createUser, describeOnEachDatabase, expectJson, loginAs } from "../../../tests/support/api";
import { newsletterSubscriptions, users } from "../../db/schema";
import { unsubscribeUrlOf } from "../../mail/reminders";
import { unsubscribeToken } from "../../security/unsubscribe-tokens";

const ALL_ON = { survey_window: true, schedule_planning: true, congress_item: true };

describeOnEachDatabase("reminder settings and unsubscribe links on %s", (t) => {
  const remindersOffOf = async (id: number) =>
    (await t.db.select({ off: users.remindersOff }).from(users).where(eq(users.id, id)))[0].off;

  it("has every reminder on for a new account, and turns each off and on again in the profile", async () => {
    const teacher = await createUser(t.db);
    const { token } = await loginAs(t, teacher.email);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/reminders/", { token }), 200)).toEqual(ALL_ON);
    const wanted = { survey_window: false, schedule_planning: true, congress_item: false };
    expect(await expectJson(await t.request("PUT", "/pl/api/awf/reminders/", { token, json: wanted }), 200)).toEqual(
      wanted,
    );
    expect(await remindersOffOf(teacher.id)).toEqual(["survey_window", "congress_item"]);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/reminders/", { token }), 200)).toEqual(wanted);
    await expectJson(await t.request("PUT", "/pl/api/awf/reminders/", { token, json: ALL_ON }), 200);
    expect(await remindersOffOf(teacher.id)).toEqual([]);
  });

  it("refuses the settings to a visitor and a body that is not three yes-or-no answers", async () => {
    expect((await t.request("GET", "/pl/api/awf/reminders/")).status).toBe(401);
    expect((await t.request("PUT", "/pl/api/awf/reminders/", { json: ALL_ON })).status).toBe(401);
    const { token } = await loginAs(t, (await createUser(t.db)).email);
    for (const json of [{}, { ...ALL_ON, congress_item: "tak" }] as object[]) {
      expect((await t.request("PUT", "/pl/api/awf/reminders/", { token, json })).status, JSON.stringify(json)).toBe(
        400,
      );
    }
  });

  it("takes a person off a reminder by the e-mail's link, without a login (the web app's call carries no token), and says so again when it is used twice", async () => {
    const teacher = await createUser(t.db);
    const token = unsubscribeToken(teacher.id, "schedule_planning", t.config.jwtSecret);
    const path = `/pl/api/awf/unsubscribe/${token}/`;
    expect(await expectJson(await t.request("GET", path), 200)).toEqual({
      list: "schedule_planning",
      email: teacher.email,
      subscribed: true,
    });
    // Looking is not leaving: mail scanners open links.
    expect(await remindersOffOf(teacher.id)).toEqual([]);
    const left = { list: "schedule_planning", email: teacher.email, subscribed: false };
    expect(await expectJson(await t.request("POST", path), 200)).toEqual(left);
    expect(await remindersOffOf(teacher.id)).toEqual(["schedule_planning"]);
    expect(await expectJson(await t.request("POST", path), 200)).toEqual(left);
    expect(await remindersOffOf(teacher.id)).toEqual(["schedule_planning"]);
    expect(await expectJson(await t.request("GET", path), 200)).toEqual(left);
  });

  it("takes a person off the newsletter by its confirmation e-mail's link", async () => {
    const teacher = await createUser(t.db);
    const { token } = await loginAs(t, teacher.email);
    await expectJson(await t.request("POST", "/pl/api/awf/newsletter/enroll/", { token }), 201);
    const confirmation = t.mail.sent.findLast((mail) => mail.to === teacher.email)!;
    expect(confirmation.unsubscribeUrl).toBe(unsubscribeUrlOf(t.config, teacher.id, "newsletter"));
    const secret = new URL(confirmation.unsubscribeUrl!).pathname.split("/").at(-1);
    await expectJson(await t.request("POST", `/pl/api/awf/unsubscribe/${secret}/`), 200);
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.userId, teacher.id));
    expect(rows).toEqual([]);
  });

  it("answers 404 to a link this server did not sign, one changed to name someone else, and one of a deleted account", async () => {
    const [teacher, other] = [await createUser(t.db), await createUser(t.db)];
    const token = unsubscribeToken(teacher.id, "congress_item", t.config.jwtSecret);
    const [, signature] = token.split(".");
    const gone = await createUser(t.db);
    const goneToken = unsubscribeToken(gone.id, "congress_item", t.config.jwtSecret);
    await t.db.delete(users).where(eq(users.id, gone.id));
    for (const bad of [
      unsubscribeToken(teacher.id, "congress_item", "another-secret"),
      `${Buffer.from(`${other.id}.congress_item`).toString("base64url")}.${signature}`,
      goneToken,
      "abc",
    ]) {
      for (const method of ["GET", "POST"]) {
        const answer = await expectJson(await t.request(method, `/pl/api/awf/unsubscribe/${bad}/`), 404);
        expect(answer).toEqual({ detail: "Ten link do wypisania jest nieprawidłowy." });
      }
    }
    expect(await remindersOffOf(other.id)).toEqual([]);
  });
});
