// Polish number words and lists, for the messages.

/**
 * Polish noun form for a count: "1 znak", "2 znaki", "5 znaków", "12 znaków",
 * "22 znaki". Fractions take the genitive singular ("1,5 znaku") in Polish, so
 * callers may pass that form as `fraction`; it defaults to `many`.
 */
export function pluralPl(count: number, one: string, few: string, many: string, fraction: string = many): string {
  if (!Number.isFinite(count)) return many;
  if (!Number.isInteger(count)) return fraction;
  const n = Math.abs(count);
  if (n === 1) return one;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  // 12–14 end in 2–4 but take the "many" form.
  if (lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return few;
  return many;
}

/** Number as a Pole writes it: decimal comma (0,5), no thousands separator. */
export function formatNumberPl(value: number): string {
  return String(value).replace(".", ",");
}

/** "1 znak", "5 znaków", "1,5 znaku". */
export function characters(count: number): string {
  return `${formatNumberPl(count)} ${pluralPl(count, "znak", "znaki", "znaków", "znaku")}`;
}

/** "a", "a lub b", "a, b lub c" – the natural Polish list of alternatives. */
export function joinAlternativesPl(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} lub ${items[items.length - 1]}`;
}

/** "a", "a i b", "a, b i c" – the natural Polish list of things that are all needed. */
export function joinAllPl(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} i ${items[items.length - 1]}`;
}
