import { z } from "zod";

import { type Check, isBlank, requiring, type RuleResult, textCheck } from "./checks";
import { REQUIRED } from "./messages";

export { asText, type FileLike, invalid, isBlank, isEmptyFile, isFileLike, type RuleResult, valid } from "./checks";

export type Rule<Output> = z.ZodType<Output, z.ZodTypeDef, unknown>;

/** A failed check is a non-fatal issue, so object-level refinements still run and every error shows at once. */
export function ruleOf<Output>(check: Check<Output>): Rule<Output> {
  return z.unknown().transform((value, ctx): Output => {
    const result = check(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
    return value as Output;
  });
}

export function rule<Output>(
  test: (value: unknown) => RuleResult<Output>,
  requiredMessage: string = REQUIRED,
): Rule<Output> {
  return ruleOf(requiring(test, requiredMessage));
}

export function textRule(
  message: string,
  check: (text: string) => string | null,
  normalize?: (text: string) => string,
): Rule<string> {
  return ruleOf(textCheck(message, check, normalize));
}

export function optionalField<Output>(schema: Rule<Output>): Rule<Output | undefined> {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}
