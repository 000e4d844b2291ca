// zod field schemas cannot see their siblings, so this works on the whole object, through superRefine.
import { z } from "zod";

import { isBlank } from "./core";
import { REQUIRED } from "./messages";

export interface RequiredIfRule<T> {
  field<K extends keyof T & string>(...names: K[]): (data: T, ctx: z.RefinementCtx) => void;
  check(value: unknown, data: T): string | null;
}

export function isMissing(value: unknown): boolean {
  return value === false || isBlank(value);
}

/** Use `optionalField(...)` for the field itself, so this rule alone decides whether blank is allowed. */
export function requiredIf<T>(condition: (data: T) => boolean, message: string = REQUIRED): RequiredIfRule<T> {
  const check = (value: unknown, data: T): string | null => (condition(data) && isMissing(value) ? message : null);
  return {
    check,
    field:
      (...names) =>
      (data, ctx) => {
        for (const name of names) {
          const problem = check((data as Record<string, unknown>)[name], data);
          if (problem !== null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, path: [name] });
        }
      },
  };
}
