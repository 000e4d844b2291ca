// Phone number: three groups of three digits, e.g. "600 700 800". Plain
// functions without zod, so the browser's mask can use them at no cost.
import { PHONE_MASK, applyMask } from "./mask";

// SPEC: groups separated by one non-word character. Unicode-aware, so "ą" is a
// word character here; control characters (a pasted line break) do not count.
const PHONE_PATTERN = /^\d{3}[^\p{L}\p{M}\p{N}\p{Cc}_]\d{3}[^\p{L}\p{M}\p{N}\p{Cc}_]\d{3}$/u;
// Polish country prefix, which people paste from contact cards: +48 or 0048.
const COUNTRY_PREFIX = /^(?:\+|00)\s?48[\s-]?/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

function canonical(text: string): string | null {
  if (/^\d{9}$/.test(text) || isValidPhone(text)) return applyMask(PHONE_MASK, text);
  return null;
}

/**
 * Any valid number → "600 700 800", the shape the input mask types, so the
 * server stores one form: digits only ("600700800"), other separators
 * ("600-700-800") and a +48/0048 prefix are accepted. Anything else is only trimmed.
 */
export function normalizePhone(value: string): string {
  const text = value.trim();
  return canonical(text) ?? canonical(text.replace(COUNTRY_PREFIX, "")) ?? text;
}
