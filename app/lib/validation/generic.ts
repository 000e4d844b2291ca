// Generic rules: required, e-mail, lengths, numeric bounds, "must differ", one of a list.
import {
  CHOICE,
  NUMBER,
  UNEQUAL,
  exactLengthMessage,
  maxLengthMessage,
  minLengthMessage,
  maxValueMessage,
  minValueMessage,
} from "./messages";
import { emailCheck, isValidEmail, maxLengthCheck, oneOfCheck, parseNumber, requiredCheck } from "./checks";
import { asText, invalid, valid, rule, ruleOf, textRule, type Rule } from "./core";
import { textLength } from "./text";

/** Any non-blank text; outputs it trimmed. */
export const required: Rule<string> = ruleOf(requiredCheck);

export { isValidEmail, parseNumber };

/** E-mail address; outputs it trimmed. */
export const email: Rule<string> = ruleOf(emailCheck);

/** At least `n` characters (code points) after trimming. */
export function minLength(n: number, message: string = minLengthMessage(n)): Rule<string> {
  return textRule(message, (text) => (textLength(text) >= n ? null : message));
}

/** At most `n` characters (code points) after trimming. */
export function maxLength(n: number, message: string = maxLengthMessage(n)): Rule<string> {
  return ruleOf(maxLengthCheck(n, message));
}

/** Exactly `n` characters (code points) after trimming. */
export function exactLength(n: number, message: string = exactLengthMessage(n)): Rule<string> {
  return textRule(message, (text) => (textLength(text) === n ? null : message));
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

/** The bounds of each wholeNumber rule, for the API's OpenAPI document. */
const wholeNumberBounds = new WeakMap<Rule<number>, { minimum: number; maximum: number }>();

/**
 * A whole number from `min` to `max`, as JSON sends it (5) or a form does
 * ("5"). Blank, null, true, [] and 5.5 are refused, never read as 0 or 1 as
 * zod's coerce would (ASVS 4.0.3 V5.1.3).
 */
export function wholeNumber(
  min: number,
  max: number,
  message: string = `Podaj liczbę całkowitą od ${min} do ${max}.`,
): Rule<number> {
  const schema = numberRule((n) => Number.isInteger(n) && n >= min && n <= max, message);
  wholeNumberBounds.set(schema, { minimum: min, maximum: max });
  return schema;
}

/** The bounds of a wholeNumber rule; undefined for any other schema. */
export function wholeNumberRange(schema: unknown): { minimum: number; maximum: number } | undefined {
  return typeof schema === "object" && schema !== null ? wholeNumberBounds.get(schema as Rule<number>) : undefined;
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

/** The values each oneOf rule offers, for documents that describe the rules (the API's OpenAPI). */
const offeredValues = new WeakMap<Rule<string>, readonly string[]>();

/**
 * One of the given values (a select's or radio group's options): the trimmed
 * text must equal one exactly. Blank is "required"; anything else, such as a
 * value a page no longer offers, gets `message`.
 */
export function oneOf<const Values extends readonly string[]>(
  values: Values,
  message: string = CHOICE,
): Rule<Values[number]> {
  const schema = ruleOf(oneOfCheck(values, message)) as Rule<Values[number]>;
  offeredValues.set(schema, values);
  return schema;
}

/** The values a oneOf rule offers; undefined for any other schema. */
export function valuesOffered(schema: unknown): readonly string[] | undefined {
  return typeof schema === "object" && schema !== null ? offeredValues.get(schema as Rule<string>) : undefined;
}
