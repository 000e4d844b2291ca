const polishPlural = new Intl.PluralRules("pl");

/** Intl's Polish forms: 1 wynik, 2–4 and 22 wyniki, 5–21 wyników; fractions take the genitive singular ("1,5 znaku"): pass it as `fraction`. */
export function pluralPl(count: number, one: string, few: string, many: string, fraction: string = many): string {
  if (!Number.isFinite(count)) return many;
  const form = polishPlural.select(Math.abs(count));
  return form === "one" ? one : form === "few" ? few : form === "other" ? fraction : many;
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
