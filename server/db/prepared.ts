// Statements that run on nearly every request (the session behind a token,
// the teacher's events), built by drizzle once per database and prepared by
// name: building a select with its columns costs about 0.2 ms of the
// process's time each time, and PostgreSQL then parses and plans a named
// statement once per connection, not once per query (PGlite ignores the name).
// Parameters are placeholders, bound at execution.
import type { Database } from "./client";

/**
 * `build` run once per database handle (a transaction's handle is its own):
 * the prepared query, to `.execute({ ...placeholders })`.
 */
export function preparedOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const kept = new WeakMap<Database, Query>();
  return (db) => {
    let query = kept.get(db);
    if (query === undefined) {
      query = build(db);
      kept.set(db, query);
    }
    return query;
  };
}
