import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import pg from "pg";

import { createTestDatabase, testDrivers } from "../../tests/support/db";
import { type ChangeFeed, LISTENER_NAME, STALENESS_BOUND_MS } from "./changes";
import { type DatabaseHandle, openPglite } from "./client";
import { sessions, users } from "./schema";
import { startSession } from "./sessions";

const MIGRATIONS = path.resolve("server/db/migrations");

function told(changes: ChangeFeed): string[] {
  const payloads: string[] = [];
  changes.subscribe((payload) => payloads.push(payload));
  return payloads;
}

async function aUserWithASession(handle: DatabaseHandle) {
  const [user] = await handle.db
    .insert(users)
    .values({ email: `zmiany-${crypto.randomUUID()}@szkola.edu.pl`, firstname: "Anna", lastname: "Nowak" })
    .returning();
  const sessionId = await startSession(handle.db, {
    userId: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
    idleTimeoutSeconds: null,
  });
  return { user, sessionId };
}

/** The embedded database as the server opens it (named statements and all), and each test database. */
const databases: [string, () => Promise<DatabaseHandle>][] = [
  [
    "PGlite as the server opens it",
    () => openPglite(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sport-kluby-changes-")), "pglite"), MIGRATIONS),
  ],
  ...testDrivers().map((driver): [string, () => Promise<DatabaseHandle>] => [driver, () => createTestDatabase(driver)]),
];

describe.each(databases)("the change feed on %s", (_, open) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await vi.waitUntil(() => handle.changes.fresh());
  });
  afterAll(() => handle.close());

  it("tells a change to an account and the end of a session once committed, and moves its generation", async () => {
    const { user, sessionId } = await aUserWithASession(handle);
    const payloads = told(handle.changes);
    const before = handle.changes.generation();
    await handle.db.transaction(async (tx) => {
      await tx.update(users).set({ firstname: "Anna Maria" }).where(eq(users.id, user.id));
      await handle.changes.settled();
      expect(payloads).toEqual([]);
    });
    await handle.db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, sessionId));
    await handle.changes.settled();
    expect(payloads).toEqual([`u:${user.id}`, `s:${sessionId}`]);
    expect(handle.changes.generation()).toBe(before + 2);
  });

  it("tells what ends or narrows a session, and keeps quiet about a slide that only extends it", async () => {
    const { user, sessionId } = await aUserWithASession(handle);
    const payloads = told(handle.changes);
    const later = new Date(Date.now() + 7_200_000);
    await handle.db.update(sessions).set({ expiresAt: later }).where(eq(sessions.id, sessionId));
    await handle.changes.settled();
    expect(payloads).toEqual([]);
    await handle.db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.id, sessionId));
    await handle.db.update(sessions).set({ expiresAt: new Date() }).where(eq(sessions.id, sessionId));
    await handle.db.delete(sessions).where(eq(sessions.id, sessionId));
    await handle.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await handle.changes.settled();
    expect(payloads).toEqual([`s:${sessionId}`, `s:${sessionId}`, `s:${sessionId}`, `u:${user.id}`]);
  });

  it("has a trigger on every table of a teacher's rows, so no screen kept in memory misses a change (decision 020)", async () => {
    const rows = (await handle.db.execute(sql`
      SELECT c.table_name AS "table", EXISTS (
        SELECT 1 FROM information_schema.triggers t
        WHERE t.event_object_table = c.table_name AND t.action_statement LIKE '%notify_owner_change%'
      ) AS "told"
      FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_name = 'user_id'
    `)) as unknown as { rows: { table: string; told: boolean }[] };
    // What no teacher's screen shows: the session's own records, sent reminders.
    const notShown = [
      "sessions",
      "refresh_tokens",
      "password_tokens",
      "second_factors",
      "recovery_codes",
      "idempotent_requests",
      "reminders_sent",
    ];
    const untold = rows.rows.filter((row) => !row.told && !notShown.includes(row.table)).map((row) => row.table);
    expect(untold).toEqual([]);
    expect(rows.rows.filter((row) => row.told).length).toBeGreaterThanOrEqual(10);
  });

  it("has told every change committed before `settled()` when it resolves, each time", async () => {
    const { user } = await aUserWithASession(handle);
    const payloads = told(handle.changes);
    for (let round = 1; round <= 20; round++) {
      await handle.db
        .update(users)
        .set({ firstname: `Anna ${round}` })
        .where(eq(users.id, user.id));
      await handle.changes.settled();
      expect(payloads).toHaveLength(round);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the change feed on PostgreSQL when its connection is lost", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
    await vi.waitUntil(() => handle.changes.fresh());
  });
  afterAll(() => handle.close());

  it(`stays fresh by its beats, is stale within ${STALENESS_BOUND_MS} ms of losing them, forgets all, and listens again`, async () => {
    // Fresh for the bound after each beat: over two bounds it never lapses.
    const until = Date.now() + 2 * STALENESS_BOUND_MS;
    while (Date.now() < until) {
      expect(handle.changes.fresh()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const payloads = told(handle.changes);
    const [{ database }] = (
      (await handle.db.execute(sql`SELECT current_database() AS database`)) as unknown as {
        rows: { database: string }[];
      }
    ).rows;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const lostAt = Date.now();
    const ended = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2",
      [database, LISTENER_NAME],
    );
    await admin.end();
    expect(ended.rowCount).toBe(1);
    await expect.poll(() => handle.changes.fresh(), { interval: 10 }).toBe(false);
    expect(Date.now() - lostAt).toBeLessThan(STALENESS_BOUND_MS + 100);
    // Listening again, it cannot know what it missed: the listeners forget everything, twice.
    await expect.poll(() => handle.changes.fresh(), { timeout: 5_000 }).toBe(true);
    expect(payloads.filter((payload) => payload === "reset").length).toBeGreaterThanOrEqual(2);
    const { user } = await aUserWithASession(handle);
    await handle.db.update(users).set({ firstname: "Znowu" }).where(eq(users.id, user.id));
    await handle.changes.settled();
    expect(payloads.at(-1)).toBe(`u:${user.id}`);
  });
});
