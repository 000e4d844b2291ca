/** Fractions take the genitive singular ("1,5 znaku"): pass it as `fraction`. */
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
