import { emailCheck, isValidEmail, maxLengthCheck, oneOfCheck, parseNumber, requiredCheck } from "./checks";
import { asText, invalid, type Rule, rule, ruleOf, textRule, valid } from "./core";
import {
  CHOICE,
  exactLengthMessage,
  maxLengthMessage,
  maxValueMessage,
  minLengthMessage,
  minValueMessage,
  NUMBER,
  UNEQUAL,
} from "./messages";
import { textLength } from "./text";

export const required: Rule<string> = ruleOf(requiredCheck);

export { isValidEmail, parseNumber };

export const email: Rule<string> = ruleOf(emailCheck);

export function minLength(n: number, message: string = minLengthMessage(n)): Rule<string> {
  return textRule(message, (text) => (textLength(text) >= n ? null : message));
}

export function maxLength(n: number, message: string = maxLengthMessage(n)): Rule<string> {
  return ruleOf(maxLengthCheck(n, message));
}

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

export function minValue(min: number, message: string = minValueMessage(min)): Rule<number> {
  return numberRule((n) => n >= min, message);
}

export function maxValue(max: number, message: string = maxValueMessage(max)): Rule<number> {
  return numberRule((n) => n <= max, message);
}

/** For the API's OpenAPI document. */
const wholeNumberBounds = new WeakMap<Rule<number>, { minimum: number; maximum: number }>();

/** Blank, null, true, [] and 5.5 are refused, never coerced (ASVS 4.0.3 V5.1.3). */
export function wholeNumber(
  min: number,
  max: number,
  message: string = `Podaj liczbę całkowitą od ${min} do ${max}.`,
): Rule<number> {
  const schema = numberRule((n) => Number.isInteger(n) && n >= min && n <= max, message);
  wholeNumberBounds.set(schema, { minimum: min, maximum: max });
  return schema;
}

export function wholeNumberRange(schema: unknown): { minimum: number; maximum: number } | undefined {
  return typeof schema === "object" && schema !== null ? wholeNumberBounds.get(schema as Rule<number>) : undefined;
}

export type Comparable = string | number;

/** Text is compared trimmed; against a number as a number, so "5,0" equals 5. */
export function isUnequal(value: unknown, forbidden: Comparable | readonly Comparable[]): boolean {
  const list: readonly Comparable[] = Array.isArray(forbidden) ? forbidden : [forbidden as Comparable];
  const text = asText(value)?.trim();
  if (text === undefined) return true;
  const number = parseNumber(text);
  return list.every((item) => (typeof item === "number" ? number === null || number !== item : text !== item.trim()));
}

export function unequal(forbidden: Comparable | readonly Comparable[], message: string = UNEQUAL): Rule<string> {
  return textRule(message, (text) => (isUnequal(text, forbidden) ? null : message));
}

/** For the API's OpenAPI document. */
const offeredValues = new WeakMap<Rule<string>, readonly string[]>();

export function oneOf<const Values extends readonly string[]>(
  values: Values,
  message: string = CHOICE,
): Rule<Values[number]> {
  const schema = ruleOf(oneOfCheck(values, message)) as Rule<Values[number]>;
  offeredValues.set(schema, values);
  return schema;
}

export function valuesOffered(schema: unknown): readonly string[] | undefined {
  return typeof schema === "object" && schema !== null ? offeredValues.get(schema as Rule<string>) : undefined;
}
