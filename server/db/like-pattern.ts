import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * A phone number, postal code or other number as typed ("600-700-800", "+48 600 700 800", "00950")
 * matches however it is stored: digits against digits. Null when the word has too few digits to mean one.
 */
export function digitsMatching(column: AnyColumn | SQL, word: string): SQL | undefined {
  if (!/^[\d\s()+./-]+$/.test(word)) return undefined;
  let digits = word.replace(/\D/g, "");
  if (word.trim().startsWith("+48") && digits.length > 9) digits = digits.slice(2);
  if (digits.length < 3) return undefined;
  return sql`regexp_replace(${column}, '[^0-9]', '', 'g') LIKE ${containing(digits)}`;
}

/** An ILIKE pattern for text anywhere in a value: `%` and `_` typed by staff are letters, not wildcards. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
