// Fields that become required only in some situations, e.g. "other employment
// form" once the teacher picks "inna". zod field schemas cannot see their
// siblings, so this works on the whole object, through superRefine.
import { z } from "zod";
import { REQUIRED } from "./messages";
import { isBlank } from "./core";

export interface RequiredIfRule<T> {
  /**
   * The superRefine callback that puts the message on each named field that is
   * blank (or an unticked `false`) while the condition holds.
   */
  field<K extends keyof T & string>(...names: K[]): (data: T, ctx: z.RefinementCtx) => void;
  /** The message for one value, or null: for checks outside zod. */
  check(value: unknown, data: T): string | null;
}

/** Missing, as far as "required" goes: blank, or a checkbox left as false. */
export function isMissing(value: unknown): boolean {
  return value === false || isBlank(value);
}

/**
 * `z.object({...}).superRefine(requiredIf((d) => d.form === "inna").field("formOther"))`.
 * Use `optionalField(...)` for the conditional field itself, so the field
 * schema accepts blank and this rule alone decides whether blank is allowed.
 */
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
