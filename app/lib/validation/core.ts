// Building blocks shared by every rule: a plain check (checks.ts) becomes a zod
// schema that always speaks Polish.
import { z } from "zod";
import { REQUIRED } from "./messages";
import { isBlank, requiring, textCheck, type Check, type RuleResult } from "./checks";

export { asText, invalid, isBlank, isEmptyFile, isFileLike, valid, type FileLike, type RuleResult } from "./checks";

/**
 * A zod schema that accepts anything a form or JSON body can send and outputs
 * `Output`. Input is `unknown` because forms post strings, JSON posts numbers,
 * and a missing field is `undefined`: the rule itself decides, in Polish.
 */
export type Rule<Output> = z.ZodType<Output, z.ZodTypeDef, unknown>;

/**
 * A check as a zod schema. A failed check adds a non-fatal issue and passes
 * the raw value on, instead of aborting: zod then still runs object-level
 * refinements (requiredIf, passwordRepeat), so a form submitted without
 * JavaScript shows every error at once.
 */
export function ruleOf<Output>(check: Check<Output>): Rule<Output> {
  return z.unknown().transform((value, ctx): Output => {
    const result = check(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
    return value as Output;
  });
}

/** Turns a plain test of given values into a zod schema; blank values get `requiredMessage`. */
export function rule<Output>(
  test: (value: unknown) => RuleResult<Output>,
  requiredMessage: string = REQUIRED,
): Rule<Output> {
  return ruleOf(requiring(test, requiredMessage));
}

/**
 * A rule over text: the value is normalised (trimmed by default), then checked.
 * `check` returns the message to show, or null when the value is fine; the
 * schema outputs the normalised text, which is what the server should store.
 */
export function textRule(
  message: string,
  check: (text: string) => string | null,
  normalize?: (text: string) => string,
): Rule<string> {
  return ruleOf(textCheck(message, check, normalize));
}

/** Lets a rule accept blank values, which become `undefined`. */
export function optionalField<Output>(schema: Rule<Output>): Rule<Output | undefined> {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}
