// A database that fails to store on demand, as a full disk makes it fail
// (PostgreSQL's 53100, what PGlite raised in DATA_DIR on a full tmpfs): the
// test database's query logger, which drizzle calls before it sends each
// statement, throws instead of letting a write (or a COMMIT) through.
import type { Logger } from "drizzle-orm/logger";

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
