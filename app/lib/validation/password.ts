// Password strength and the "repeat password" check.
import { z } from "zod";
import {
  PASSWORD,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REPEAT,
  REQUIRED,
  passwordMessage,
  type PasswordProblem,
} from "./messages";
import { invalid, isBlank, valid, rule, type Rule } from "./core";
import { textLength } from "./text";

// Unicode classes, so Polish letters count: "ą" is lowercase, "Ł" uppercase.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
// Anything that is not a letter, digit or space; marks belong to their letter.
const SPECIAL = /[^\p{L}\p{M}\p{N}\s]/u;

/** Everything the password lacks, in the order the message names them; [] when valid. */
export function passwordProblems(value: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = textLength(value);
  if (length < PASSWORD_MIN_LENGTH) problems.push("tooShort");
  if (length > PASSWORD_MAX_LENGTH) problems.push("tooLong");
  if (!LOWERCASE.test(value)) problems.push("lowercase");
  if (!UPPERCASE.test(value)) problems.push("uppercase");
  if (!DIGIT.test(value)) problems.push("digit");
  if (!SPECIAL.test(value)) problems.push("special");
  return problems;
}

export function isValidPassword(value: string): boolean {
  return passwordProblems(value).length === 0;
}

/**
 * 8–30 characters with a lowercase and an uppercase letter, a digit and a
 * special character. Never trimmed: spaces are part of what the user typed.
 */
export const password: Rule<string> = rule((value) => {
  if (typeof value !== "string") return invalid(PASSWORD);
  const problems = passwordProblems(value);
  return problems.length === 0 ? valid(value) : invalid(passwordMessage(problems));
});

/**
 * superRefine callback for "repeat the password": the error goes on the repeat
 * field, because that is the one the user must retype.
 * `z.object({ password, passwordRepeat: z.string() }).superRefine(passwordRepeat())`
 */
export function passwordRepeat<T extends object = Record<string, unknown>>(
  passwordField: keyof T & string = "password" as keyof T & string,
  repeatField: keyof T & string = "passwordRepeat" as keyof T & string,
  message: string = PASSWORD_REPEAT,
): (data: T, ctx: z.RefinementCtx) => void {
  return (data, ctx) => {
    const fields = data as Record<string, unknown>;
    const first = fields[passwordField];
    const repeat = fields[repeatField];
    if (first === repeat) return;
    // An empty repeat under a typed password reads better as "required".
    const problem = isBlank(repeat) ? (isBlank(first) ? null : REQUIRED) : message;
    if (problem !== null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, path: [repeatField] });
  };
}
