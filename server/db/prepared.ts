// Why: docs/decisions/002-pglite-named-statements.md
import type { Database } from "./client";

const names = new Set<string>();
const nameByText = new Map<string, string>();

export function statementName(text: string): string | undefined {
  return nameByText.get(text);
}

/** Once per database handle; node-postgres refuses another text under a name a connection prepared. */
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
