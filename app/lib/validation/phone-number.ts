// No zod, so the browser's mask can use these at no cost.
import { applyMask, type MaskInput, PHONE_MASK } from "./mask";

// SPEC: groups separated by one non-word character; a pasted line break does not count.
const PHONE_PATTERN = /^\d{3}[^\p{L}\p{M}\p{N}\p{Cc}_]\d{3}[^\p{L}\p{M}\p{N}\p{Cc}_]\d{3}$/u;
const COUNTRY_PREFIX = /^(?:\+|00)\s?48[\s-]?/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

function canonical(text: string): string | null {
  if (/^\d{9}$/.test(text) || isValidPhone(text)) return applyMask(PHONE_MASK, text);
  return null;
}

/** "600 700 800", the mask's shape; digits only, other separators and +48/0048 are accepted. */
export function normalizePhone(value: string): string {
  const text = value.trim();
  return canonical(text) ?? canonical(text.replace(COUNTRY_PREFIX, "")) ?? text;
}

const LEADING_NOISE = /^[^0-9+]*/;
const POLISH_PREFIX = /^(?:\+|00)\s?48[^0-9]*(?=[0-9])/;
// No Polish number begins with 0 or "+": another country's, or a prefix still being typed.
const NOT_NATIONAL = /^[+0]/;

/** "+48 600 7" is "600 7"; "+4", "0049 …" or "+48 0…" stay as typed, for the rule to refuse. */
export function readPhoneInput(raw: string, caret: number = raw.length): MaskInput {
  const noise = LEADING_NOISE.exec(raw)?.[0].length ?? 0;
  const text = raw.slice(noise);
  const prefix = POLISH_PREFIX.exec(text)?.[0].length ?? 0;
  const numberBegun = prefix > 0 && noise + prefix < caret;
  const national = numberBegun ? text.slice(prefix) : text;
  if (NOT_NATIONAL.test(national)) return { dropped: noise, text, masked: false };
  return { dropped: noise + (numberBegun ? prefix : 0), text: national, masked: true };
}
