// Statements that run on nearly every request (the session behind a token,
// the teacher's events, the setup, each screen's reads), built by drizzle once
// per database and prepared by name; on PGlite by server/db/pglite-statements.ts.
// Parameters are placeholders, bound at execution.
// Why: docs/decisions/002-pglite-named-statements.md
import type { Database } from "./client";

const names = new Set<string>();
/** Each prepared statement's text, by the name it is prepared under (PGlite's client finds them here). */
const nameByText = new Map<string, string>();

/** The name a statement's text is prepared under, if it is one of these. */
export function statementName(text: string): string | undefined {
  return nameByText.get(text);
}

/**
 * The query `build` makes, prepared as `name`, once per database handle (a
 * transaction's handle is its own): to `.execute({ ...placeholders })`.
 * A name is one statement's alone: on a connection that prepared it,
 * node-postgres refuses another text under it.
 */
export function preparedOnce<Query extends { getQuery(): { sql: string } }>(
  name: string,
  build: (db: Database) => { prepare(name: string): Query },
): (db: Database) => Query {
  if (names.has(name)) throw new Error(`a statement is already prepared as ${name}`);
  names.add(name);
  const kept = new WeakMap<Database, Query>();
  return (db) => {
    let query = kept.get(db);
    if (query === undefined) {
      query = build(db).prepare(name);
      kept.set(db, query);
      nameByText.set(query.getQuery().sql, name);
    }
    return query;
  };
}
