// Building blocks shared by every rule: what "blank" means and how a rule
// becomes a zod schema that always speaks Polish.
import { z } from "zod";
import { REQUIRED } from "./messages";

/**
 * A zod schema that accepts anything a form or JSON body can send and outputs
 * `Output`. Input is `unknown` because forms post strings, JSON posts numbers,
 * and a missing field is `undefined`: the rule itself decides, in Polish.
 */
export type Rule<Output> = z.ZodType<Output, z.ZodTypeDef, unknown>;

/** The part of a browser `File` the rules need; `instanceof File` is absent on some servers. */
export interface FileLike {
  name: string;
  size: number;
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as { name?: unknown; size?: unknown };
  return (
    typeof candidate.name === "string" &&
    typeof candidate.size === "number" &&
    Number.isFinite(candidate.size) &&
    candidate.size >= 0
  );
}

/** A file input with nothing chosen still posts a nameless, empty file. */
export function isEmptyFile(value: unknown): boolean {
  return isFileLike(value) && value.name === "" && value.size === 0;
}

/**
 * Blank means "the user gave nothing": missing, null, whitespace only, an empty
 * list, or an empty file input. Every rule reports REQUIRED for blank values;
 * wrap a rule in `optionalField` to let blank through as `undefined`.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return isEmptyFile(value);
}

export type RuleResult<Output> = { ok: true; value: Output } | { ok: false; message: string };

export const valid = <Output>(value: Output): RuleResult<Output> => ({ ok: true, value });
export const invalid = (message: string): RuleResult<never> => ({ ok: false, message });

/**
 * Turns a plain check into a zod schema. Blank values get `requiredMessage`.
 * A failed check adds a non-fatal issue and passes the raw value on, instead of
 * aborting: zod then still runs object-level refinements (requiredIf,
 * passwordRepeat), so a form submitted without JavaScript shows every error at once.
 */
export function rule<Output>(
  check: (value: unknown) => RuleResult<Output>,
  requiredMessage: string = REQUIRED,
): Rule<Output> {
  return z.unknown().transform((value, ctx): Output => {
    const result = isBlank(value) ? invalid(requiredMessage) : check(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
    return value as Output;
  });
}

/** Text of a string, or of a finite number sent by a JSON client; otherwise null. */
export function asText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * A rule over text: the value is normalised (trimmed by default), then checked.
 * `check` returns the message to show, or null when the value is fine; the
 * schema outputs the normalised text, which is what the server should store.
 */
export function textRule(
  message: string,
  check: (text: string) => string | null,
  normalize: (text: string) => string = (text) => text.trim(),
): Rule<string> {
  return rule((value) => {
    const text = asText(value);
    if (text === null) return invalid(message);
    const normalized = normalize(text);
    const problem = check(normalized);
    return problem === null ? valid(normalized) : invalid(problem);
  });
}

/** Lets a rule accept blank values, which become `undefined`. */
export function optionalField<Output>(schema: Rule<Output>): Rule<Output | undefined> {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}
