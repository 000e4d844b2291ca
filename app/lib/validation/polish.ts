const PLURAL_RULES = new Intl.PluralRules("pl-PL");

/** A noun's form for a count, by Intl's Polish plural rules; fractions take the genitive singular ("1,5 znaku"). */
export function pluralPl(count: number, one: string, few: string, many: string, fraction: string = many): string {
  if (!Number.isFinite(count)) return many;
  const forms = { one, few, many, other: fraction, zero: many, two: few };
  return forms[PLURAL_RULES.select(count)];
}

export function formatNumberPl(value: number): string {
  return String(value).replace(".", ",");
}

export function characters(count: number): string {
  return `${formatNumberPl(count)} ${pluralPl(count, "znak", "znaki", "znaków", "znaku")}`;
}

export function joinAlternativesPl(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} lub ${items[items.length - 1]}`;
}

export function joinAllPl(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} i ${items[items.length - 1]}`;
}
