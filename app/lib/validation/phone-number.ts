// Phone number: three groups of three digits, e.g. "600 700 800". Plain
// functions without zod, so the browser's mask can use them at no cost.
import { PHONE_MASK, applyMask, type MaskInput } from "./mask";

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

// Before the first digit or "+": whatever the mask would skip anyway.
const LEADING_NOISE = /^[^0-9+]*/;
// The Polish prefix up to the number's first digit: "+48 ", "0048-", "+48 (".
const POLISH_PREFIX = /^(?:\+|00)\s?48[^0-9]*(?=[0-9])/;
// No Polish number begins with 0 (since 2005) or "+": such a start is another
// country's number, or a prefix still being typed.
const NOT_NATIONAL = /^[+0]/;

/**
 * How the phone field reads what is typed, key by key or pasted, with the
 * caret at `caret`: "+48 600 7" is the number "600 7", while "+4", "0049 …"
 * or "+48 0…" stay as typed (the rule then refuses them) instead of the mask
 * turning their digits into a different Polish number. The prefix goes once
 * the number's first digit stands before the caret, not while "+48" is keyed
 * in front of digits already there: what comes next then lands after it, as
 * it would in a paste of the whole text.
 */
export function readPhoneInput(raw: string, caret: number = raw.length): MaskInput {
  const noise = LEADING_NOISE.exec(raw)?.[0].length ?? 0;
  const text = raw.slice(noise);
  const prefix = POLISH_PREFIX.exec(text)?.[0].length ?? 0;
  const numberBegun = prefix > 0 && noise + prefix < caret;
  const national = numberBegun ? text.slice(prefix) : text;
  if (NOT_NATIONAL.test(national)) return { dropped: noise, text, masked: false };
  return { dropped: noise + (numberBegun ? prefix : 0), text: national, masked: true };
}
