// Issue 39: a session is verified from memory, and every way a session ends is refused at once.
import { eq } from "drizzle-orm";

import { createUser, describeOnEachDatabase, loginAs, TEST_PASSWORD, type TestApi } from "../../tests/support/api";
import type { ChangeFeed } from "../db/changes";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { SessionUser } from "../db/sessions";
import * as sessionRows from "../db/sessions";
import { inRequest } from "../request-context";
import { createSessionCache } from "./session-cache";

/** A feed the test drives: fresh or not, and changes told by hand. */
function handFeed() {
  const listeners = new Set<(payload: string) => void>();
  let generation = 0;
  const feed = {
    isFresh: true,
    fresh: () => feed.isFresh,
    generation: () => generation,
    subscribe(listener: (payload: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: () => Promise.resolve(),
    close: () => Promise.resolve(),
    tell(payload: string) {
      generation++;
      for (const listener of listeners) listener(payload);
    },
  };
  return feed satisfies ChangeFeed;
}

const NOW = new Date("2026-03-10T09:00:00Z");

function aSession(userId: number, expiresAt = new Date(NOW.getTime() + 3_600_000)): SessionUser {
  return {
    user: { id: userId, email: `${userId}@szkola.edu.pl` } as SessionUser["user"],
    secondFactorConfirmed: false,
    expiresAt,
    idleTimeoutSeconds: null,
  };
}

describe("the session cache", () => {
  const db = {} as Database;
  let rows: Map<string, SessionUser>;
  let reads: string[];
  beforeEach(() => {
    rows = new Map([
      ["anna-1", aSession(1)],
      ["anna-2", aSession(1)],
      ["piotr-1", aSession(2)],
    ]);
    reads = [];
    vi.spyOn(sessionRows, "findSessionUser").mockImplementation((_, { sessionId, userId }) => {
      reads.push(sessionId);
      const row = rows.get(sessionId);
      return Promise.resolve(row && row.user.id === userId ? row : undefined);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("reads a session once while the feed is fresh, and every time while it is not", async () => {
    const feed = handFeed();
    const cache = createSessionCache(feed);
    const ask = () => cache.lookUp(db, { userId: 1, sessionId: "anna-1", now: NOW });
    expect(await ask()).toMatchObject({ user: { id: 1 } });
    expect(await ask()).toMatchObject({ user: { id: 1 } });
    expect(reads).toEqual(["anna-1"]);
    feed.isFresh = false;
    await ask();
    await ask();
    expect(reads).toEqual(["anna-1", "anna-1", "anna-1"]);
  });

  it("never answers a token with another user's session, nor with one that has run out", async () => {
    const cache = createSessionCache(handFeed());
    await cache.lookUp(db, { userId: 1, sessionId: "anna-1", now: NOW });
    // A token naming Anna's session with Piotr's id (it cannot be signed so, but the check stands alone).
    expect(await cache.lookUp(db, { userId: 2, sessionId: "anna-1", now: NOW })).toBeUndefined();
    rows.set("short", aSession(1, new Date(NOW.getTime() + 1000)));
    await cache.lookUp(db, { userId: 1, sessionId: "short", now: NOW });
    rows.delete("short");
    expect(await cache.lookUp(db, { userId: 1, sessionId: "short", now: new Date(NOW.getTime() + 1000) })).toBe(
      undefined,
    );
  });

  it("forgets a session on its change, all of a user's on the user's, and everything on a reset", async () => {
    const feed = handFeed();
    const cache = createSessionCache(feed);
    const ask = (sessionId: string, userId: number) => cache.lookUp(db, { userId, sessionId, now: NOW });
    const warm = async () => {
      for (const [sessionId, userId] of [
        ["anna-1", 1],
        ["anna-2", 1],
        ["piotr-1", 2],
      ] as const)
        await ask(sessionId, userId);
      reads = [];
    };
    await warm();
    feed.tell("s:anna-1");
    await warm();
    expect(reads).toEqual([]);
    expect(cache.size()).toBe(3);
    feed.tell("s:anna-1");
    expect(cache.size()).toBe(2);
    rows.delete("anna-1");
    expect(await ask("anna-1", 1)).toBeUndefined();
    feed.tell("u:1");
    expect(cache.size()).toBe(1);
    feed.tell("reset");
    expect(cache.size()).toBe(0);
  });

  it("does not keep what it read while a change was told, which the answer may predate", async () => {
    const feed = handFeed();
    const cache = createSessionCache(feed);
    vi.mocked(sessionRows.findSessionUser).mockImplementationOnce(async (_, { sessionId }) => {
      reads.push(sessionId);
      const row = rows.get(sessionId);
      feed.tell("u:1");
      return row;
    });
    await cache.lookUp(db, { userId: 1, sessionId: "anna-1", now: NOW });
    expect(cache.size()).toBe(0);
  });

  it("keeps what it shares frozen, so no request can change another's user", async () => {
    const cache = createSessionCache(handFeed());
    await cache.lookUp(db, { userId: 1, sessionId: "anna-1", now: NOW });
    const kept = await cache.lookUp(db, { userId: 1, sessionId: "anna-1", now: NOW });
    expect(() => Object.assign(kept!.user, { email: "inna@szkola.edu.pl" })).toThrow(TypeError);
  });
});

describeOnEachDatabase("every way a session ends is refused at once, with the session known in memory", (t) => {
  const account = async (token: string) => {
    const count = { requestId: "test", queries: 0 };
    // Not from the read cache (020): only the session's lookup is saved.
    const headers = { "Cache-Control": "no-cache" };
    const response = await inRequest(count, () => t.request("GET", "/pl/api/account/", { token, headers }));
    return { status: response.status, queries: count.queries };
  };

  /** A teacher logged in, her session read once: the next call asks the database for its account alone. */
  async function known(t: TestApi, values: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t.db, values);
    const pair = await loginAs(t, user.email);
    // The login's own change to the account must be told first, or the first read is rightly not kept.
    await t.handle.changes.settled();
    const first = await account(pair.token);
    expect(first.status).toBe(200);
    expect(await account(pair.token)).toEqual({ status: 200, queries: first.queries - 1 });
    return { user, pair };
  }

  it("logout: the copied access token", async () => {
    const { pair } = await known(t);
    await t.request("POST", "/pl/api/auth/logout/", { json: { refresh: pair.refresh } });
    expect((await account(pair.token)).status).toBe(401);
  });

  it("a password change: the other sessions, not the one it was made in", async () => {
    const { user, pair } = await known(t);
    const other = await loginAs(t, user.email);
    expect((await account(other.token)).status).toBe(200);
    const changed = await t.request("PUT", "/pl/api/account/password/change/", {
      token: pair.token,
      json: { old_password: TEST_PASSWORD, new_password1: "Nowe#Haslo22", new_password2: "Nowe#Haslo22" },
    });
    expect(changed.status).toBe(200);
    expect((await account(other.token)).status).toBe(401);
    expect((await account(pair.token)).status).toBe(200);
  });

  it("an account the office disables", async () => {
    const { user, pair } = await known(t);
    const office = await createUser(t.db, { isStaff: true });
    const staff = await loginAs(t, office.email);
    const disabled = await t.request("POST", `/pl/api/staff/users/${user.id}/disable/`, { token: staff.token });
    expect(disabled.status).toBe(200);
    expect((await account(pair.token)).status).toBe(401);
  });

  it("an account disabled straight in the database, once the change is told", async () => {
    const { user, pair } = await known(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await t.handle.changes.settled();
    expect((await account(pair.token)).status).toBe(401);
  });

  it("a spent refresh token shown again: the whole session", async () => {
    const { pair } = await known(t);
    const refreshed = await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh: pair.refresh } });
    const next = (await refreshed.json()) as { access: string };
    expect((await account(next.access)).status).toBe(200);
    const replay = await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh: pair.refresh } });
    expect(replay.status).toBe(401);
    expect((await account(next.access)).status).toBe(401);
    expect((await account(pair.token)).status).toBe(401);
  });
});
