import { z } from "zod";

import { type Rule, ruleOf } from "./core";
import {
  isValidPassword,
  PASSWORD_REPEAT,
  passwordCheck,
  passwordProblems,
  passwordRepeatProblem,
} from "./password-checks";

export { isValidPassword, passwordProblems };

/** Never trimmed: spaces are part of what the user typed. */
export const password: Rule<string> = ruleOf(passwordCheck);

/** `z.object({ password, passwordRepeat: z.string() }).superRefine(passwordRepeat())` */
export function passwordRepeat<T extends object = Record<string, unknown>>(
  passwordField: keyof T & string = "password" as keyof T & string,
  repeatField: keyof T & string = "passwordRepeat" as keyof T & string,
  message: string = PASSWORD_REPEAT,
): (data: T, ctx: z.RefinementCtx) => void {
  return (data, ctx) => {
    const fields = data as Record<string, unknown>;
    const problem = passwordRepeatProblem(fields[passwordField], fields[repeatField], message);
    if (problem !== null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, path: [repeatField] });
  };
}
