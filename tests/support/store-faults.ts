// A database that fails to store on demand, as a full disk makes it fail
// (PostgreSQL's 53100, what PGlite raised in DATA_DIR on a full tmpfs): the
// test database's query logger, which drizzle calls before it sends each
// statement, throws instead of letting a write (or a COMMIT) through.
import { sql } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";

import type { Database } from "../../server/db/client";
import { queryCounter } from "../../server/db/query-count";

/** What changes the database: an INSERT, UPDATE or DELETE, or the COMMIT that stores them (PostgreSQL's). */
const WRITE = /^\s*(?:insert|update|delete|commit)\b/i;

export interface StoreFaults {
  /** Drizzle's logger of the test database. */
  logger: Logger;
  /** Writes sent since the last call to `fail` or `heal`. */
  readonly writes: number;
  /** The `nth` write from now on fails (1 = the next one), and every one after it. */
  failFrom(nth: number): void;
  /** Every write fails from now on. */
  fail(): void;
  /** Writes go through again. */
  heal(): void;
}

/** The error PostgreSQL raises when it cannot extend a file on a full disk. */
export function diskFullError(): Error {
  return Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
    code: "53100",
    severity: "ERROR",
  });
}

export function storeFaults(): StoreFaults {
  let writes = 0;
  let failFrom: number | null = null;
  return {
    logger: {
      logQuery(query, params) {
        queryCounter.logQuery(query, params);
        if (!WRITE.test(query)) return;
        writes += 1;
        if (failFrom !== null && writes >= failFrom) throw diskFullError();
      },
    },
    get writes() {
      return writes;
    },
    failFrom(nth) {
      writes = 0;
      failFrom = nth;
    },
    fail() {
      this.failFrom(1);
    },
    heal() {
      writes = 0;
      failFrom = null;
    },
  };
}

/** Attempt counters count attempts, stored or not: every other table must be as it was after a failure. */
const NOT_COMPARED = new Set(["rate_limit_counters"]);

/** A digest of what every table holds, to compare before and after a request that failed. */
export async function storedContents(db: Database): Promise<Record<string, string>> {
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const result: Record<string, string> = {};
  for (const { tablename } of tables) {
    if (NOT_COMPARED.has(tablename)) continue;
    const [{ digest }] = await rows<{ digest: string | null }>(
      sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(tablename)} t`,
    );
    result[tablename] = digest ?? "";
  }
  return result;
}
