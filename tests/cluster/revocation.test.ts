// Issue 39: each instance keeps sessions and a teacher's screens in memory; a
// session ended on one instance, or an account disabled anywhere, is refused by
// every instance within the change feed's bound (server/db/changes.ts), and a
// change is shown by every instance within it, at once to its author.
import { randomUUID } from "node:crypto";

import { STALENESS_BOUND_MS } from "../../server/db/changes";
import { classTime, cookieOf, get, type Instance, newClassForm, post, query, theCluster } from "./support";

const { instances, databaseUrl } = theCluster();
const [first, second] = instances;
const PASSWORD = "Demo#Haslo1";

async function logIn(instance: Instance, email: string): Promise<string> {
  const answer = await post(
    instance.url,
    "/logowanie",
    new URLSearchParams({ email, password: PASSWORD, redirectTo: "/konto" }),
  );
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toBe("/konto");
  return cookieOf(answer);
}

async function signedIn(instance: Instance, cookie: string): Promise<boolean> {
  const page = await get(instance.url, "/konto", { cookie });
  await page.arrayBuffer();
  if (page.status === 200) return true;
  expect(page.status).toBe(302);
  expect(page.headers.get("location")).toMatch(/^\/logowanie/);
  return false;
}

/** Milliseconds from `since` until `instance` refuses the cookie; fails past twice the bound. */
async function refusedAfter(instance: Instance, cookie: string, since: number): Promise<number> {
  while (Date.now() - since < 2 * STALENESS_BOUND_MS) {
    if (!(await signedIn(instance, cookie))) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${instance.name} still let the session in after ${2 * STALENESS_BOUND_MS} ms`);
}

describe("a session ended on one instance", () => {
  it(`is refused by the other within ${STALENESS_BOUND_MS} ms of the logout, and by the one at once`, async () => {
    const cookie = await logIn(first, "katarzyna.wojcik@example.pl");
    // Both instances have read the session and keep it.
    for (const instance of [first, second, first, second]) expect(await signedIn(instance, cookie)).toBe(true);
    const logout = await post(first.url, "/wyloguj", new URLSearchParams(), { cookie });
    expect(logout.status).toBe(302);
    const loggedOutAt = Date.now();
    // The browser forgot the cookie; a copy of it is replayed.
    expect(await signedIn(first, cookie)).toBe(false);
    expect(await refusedAfter(second, cookie, loggedOutAt)).toBeLessThanOrEqual(STALENESS_BOUND_MS);
  });

  it(`an account disabled in the database is refused by every instance within ${STALENESS_BOUND_MS} ms`, async () => {
    const email = "piotr.wisniewski@example.pl";
    const cookie = await logIn(second, email);
    for (const instance of [first, second, first, second]) expect(await signedIn(instance, cookie)).toBe(true);
    try {
      await query(databaseUrl, "UPDATE users SET is_active = false WHERE email = $1", [email]);
      const disabledAt = Date.now();
      for (const instance of instances)
        expect(await refusedAfter(instance, cookie, disabledAt)).toBeLessThanOrEqual(STALENESS_BOUND_MS);
    } finally {
      await query(databaseUrl, "UPDATE users SET is_active = true WHERE email = $1", [email]);
    }
    expect(await signedIn(first, cookie)).toBe(true);
  });
});

describe("a teacher's screens kept in memory by each instance", () => {
  it("show a class added through one instance on the other, at once for its author and within the bound for a copy of the page", async () => {
    const cookie = await logIn(first, "anna.nowak@example.pl");
    const schedule = (instance: Instance, withCookie: string) =>
      get(instance.url, "/konto/harmonogram/1", { cookie: withCookie }).then((page) => page.text());
    // Both instances have read the schedule and keep it.
    for (const instance of [first, second, first, second]) await schedule(instance, cookie);
    const topic = `Klaster czyta ${randomUUID()}`;
    const added = await post(first.url, "/konto/harmonogram/1/nowe", newClassForm(classTime(14, 7), topic), {
      cookie,
    });
    expect(added.status).toBe(302);
    const addedAt = Date.now();
    // The browser, redirected, carries the cookie the write set: the other instance reads afresh.
    const afterWrite = `${cookie}; ${cookieOf(added)}`;
    expect(await schedule(second, afterWrite)).toContain(topic);
    // Without it (another tab, a second later), within the bound.
    while (!(await schedule(second, cookie)).includes(topic)) {
      expect(Date.now() - addedAt).toBeLessThanOrEqual(STALENESS_BOUND_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
