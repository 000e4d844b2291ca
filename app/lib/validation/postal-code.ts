// Polish postal code NN-NNN.
import { POSTAL_CODE } from "./messages";
import { POSTAL_CODE_MASK, applyMask } from "./mask";
import { textRule, type Rule } from "./core";

const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value);
}

/**
 * "00950" → "00-950", as the input mask would have typed it, so a form sent
 * without JavaScript (or by a script) is read the same; anything else is only trimmed.
 */
export function normalizePostalCode(value: string): string {
  const text = value.trim();
  return /^\d{5}$/.test(text) ? applyMask(POSTAL_CODE_MASK, text) : text;
}

/** NN-NNN; outputs the canonical NN-NNN. */
export const postalCode: Rule<string> = textRule(
  POSTAL_CODE,
  (text) => (isValidPostalCode(text) ? null : POSTAL_CODE),
  normalizePostalCode,
);
