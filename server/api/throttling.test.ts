// Issue 13 item 7: every check a script could use to guess is throttled, and
// the counters do not pile up (ASVS 4.0.3 V2.2.1, V11.1.4).
import { createEvent, createUser, expectJson, loginAs, openTestApi, TEST_PASSWORD } from "../../tests/support/api";
import { purgeExpiredRows } from "../db/housekeeping";
import { idempotentRequests, rateLimitCounters } from "../db/schema";
import { countAttempt } from "../security/rate-limit";

describe("throttled guesses", () => {
  const t = openTestApi();

  it("the current password of the password change: 5 wrong ones pause the form for 15 minutes, then it works", async () => {
    const user = await createUser(t.db);
    let { token } = await loginAs(t, user.email);
    const change = (old: string) =>
      t.request("PUT", "/pl/api/account/password/change/", {
        token,
        json: { old_password: old, new_password1: "Nowe#Haslo9", new_password2: "Nowe#Haslo9" },
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await expectJson(await change(`Zle#Haslo${attempt}`), 400)).toEqual({
        old_password: ["Podane obecne hasło jest nieprawidłowe."],
      });
    }
    // Not even the right password is checked while paused: the sixth guess tells nothing.
    const paused = await change(TEST_PASSWORD);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect((await paused.json()).detail).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ min\.$/);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    ({ token } = await loginAs(t, user.email));
    expect((await change(TEST_PASSWORD)).status).toBe(200);
  });

  it("the event code: 30 wrong codes from one address, 10 from one teacher", async () => {
    const event = await createEvent(t.db, { code: "GDA2026" });
    const check = (code: string, address: string) =>
      t.request("POST", "/pl/api/events/check_code/", { json: { code }, headers: { "X-Forwarded-For": address } });
    for (let attempt = 0; attempt < 30; attempt++) expect((await check(`ZLY${attempt}`, "10.2.0.1")).status).toBe(400);
    expect((await check(event.code, "10.2.0.1")).status).toBe(429);
    // Another school's address is not paused.
    expect(await expectJson(await check(event.code, "10.2.0.2"), 200)).toMatchObject({ slug: event.slug });

    const teacher = await createUser(t.db);
    const { token } = await loginAs(t, teacher.email);
    const join = (code: string, address: string) =>
      t.request("POST", "/pl/api/events/join/", { token, json: { code }, headers: { "X-Forwarded-For": address } });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await join(`ZLY${attempt}`, `10.3.0.${attempt}`)).status).toBe(400);
    }
    // Changing address does not help an account that guesses.
    expect((await join(event.code, "10.3.1.1")).status).toBe(429);
  });

  it("expired counters and day-old idempotency keys are purged, current ones kept", async () => {
    const rule = { limit: 5, windowSeconds: 900 };
    const now = t.clock.now;
    await countAttempt(t.db, "test:old", rule, new Date(now.getTime() - 25 * 3600_000));
    await countAttempt(t.db, "test:current", rule, now);
    const user = await createUser(t.db);
    await t.db.insert(idempotentRequests).values([
      { userId: user.id, key: "stary-klucz-0001", createdAt: new Date(now.getTime() - 25 * 3600_000) },
      { userId: user.id, key: "nowy-klucz-0001", createdAt: now },
    ]);

    const purged = await purgeExpiredRows(t.db, now);
    expect(purged.counters).toBeGreaterThanOrEqual(1);
    expect(purged.idempotencyKeys).toBe(1);
    const keys = (await t.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain("test:current");
    expect(keys).not.toContain("test:old");
    expect((await t.db.select().from(idempotentRequests)).map((row) => row.key)).toEqual(["nowy-klucz-0001"]);
  });
});
