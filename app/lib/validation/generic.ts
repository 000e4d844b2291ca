// Generic rules: required, e-mail, lengths, numeric bounds, "must differ".
import {
  EMAIL,
  NUMBER,
  REQUIRED,
  UNEQUAL,
  exactLengthMessage,
  maxLengthMessage,
  minLengthMessage,
  maxValueMessage,
  minValueMessage,
} from "./messages";
import { asText, invalid, valid, rule, textRule, type Rule } from "./core";
import { textLength } from "./text";

/** Any non-blank text; outputs it trimmed. */
export const required: Rule<string> = textRule(REQUIRED, () => null);

// The browser's own type=email pattern for the local part and labels, but a
// top-level domain is required: "jan@localhost" cannot receive our mail.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf("@"));
  // Dots may separate the local part's words but not start, end or double up.
  return local.length <= 64 && !local.startsWith(".") && !local.endsWith(".") && !local.includes("..");
}

/** E-mail address; outputs it trimmed. */
export const email: Rule<string> = textRule(EMAIL, (text) => (isValidEmail(text) ? null : EMAIL));

/** At least `n` characters (code points) after trimming. */
export function minLength(n: number, message: string = minLengthMessage(n)): Rule<string> {
  return textRule(message, (text) => (textLength(text) >= n ? null : message));
}

/** At most `n` characters (code points) after trimming. */
export function maxLength(n: number, message: string = maxLengthMessage(n)): Rule<string> {
  return textRule(message, (text) => (textLength(text) <= n ? null : message));
}

/** Exactly `n` characters (code points) after trimming. */
export function exactLength(n: number, message: string = exactLengthMessage(n)): Rule<string> {
  return textRule(message, (text) => (textLength(text) === n ? null : message));
}

/**
 * Reads a number the way a Pole types it: "12,5", "-3", "1 200" (spaces group
 * thousands), "−3" (typographic minus). No exponents, no hex: null otherwise.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const compact = value.replace(/\s+/g, "").replace("\u2212", "-").replace(",", ".");
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(compact)) return null;
  const number = Number(compact);
  return Number.isFinite(number) ? number : null;
}

function numberRule(accept: (n: number) => boolean, message: string): Rule<number> {
  return rule((value) => {
    const number = parseNumber(value);
    if (number === null) return invalid(NUMBER);
    return accept(number) ? valid(number) : invalid(message);
  });
}

/** A number ≥ `min`; accepts numbers and numeric form text, outputs a number. */
export function minValue(min: number, message: string = minValueMessage(min)): Rule<number> {
  return numberRule((n) => n >= min, message);
}

/** A number ≤ `max`; accepts numbers and numeric form text, outputs a number. */
export function maxValue(max: number, message: string = maxValueMessage(max)): Rule<number> {
  return numberRule((n) => n <= max, message);
}

export type Comparable = string | number;

/**
 * True when the value equals none of the forbidden values. Text is compared
 * trimmed and case-sensitively; against a forbidden number it is compared as a
 * number, so "5,0" equals 5.
 */
export function isUnequal(value: unknown, forbidden: Comparable | readonly Comparable[]): boolean {
  const list: readonly Comparable[] = Array.isArray(forbidden) ? forbidden : [forbidden as Comparable];
  const text = asText(value)?.trim();
  if (text === undefined) return true;
  const number = parseNumber(text);
  return list.every((item) => (typeof item === "number" ? number === null || number !== item : text !== item.trim()));
}

/** Differs from a value, or from every value of a list; outputs the trimmed text. */
export function unequal(forbidden: Comparable | readonly Comparable[], message: string = UNEQUAL): Rule<string> {
  return textRule(message, (text) => (isUnequal(text, forbidden) ? null : message));
}
