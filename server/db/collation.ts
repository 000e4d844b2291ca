import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";

/** Text in Polish alphabetical order, by the collation migration 0018 made on either database. */
export function inPolish(text: AnyColumn | SQL): SQL {
  return sql`${text} collate polish`;
}

export const polishAsc = (text: AnyColumn | SQL) => asc(inPolish(text));
export const polishDesc = (text: AnyColumn | SQL) => desc(inPolish(text));
