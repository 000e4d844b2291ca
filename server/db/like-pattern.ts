/** An ILIKE pattern for text anywhere in a value: `%` and `_` typed by staff are letters, not wildcards. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
