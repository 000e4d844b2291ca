// SPEC §5's form rules as plain checks; nothing here may import zod.
// Why: docs/decisions/004-two-form-engines.md
import {
  EMAIL,
  maxLengthMessage,
  NAME_WITHOUT_LETTER,
  nameWithDisallowed,
  ORDINARY_NAME,
  PERSON_NAME,
  PHONE,
  POSTAL_CODE,
  REQUIRED,
} from "./form-messages";
import { applyMask, POSTAL_CODE_MASK } from "./mask";
import { isValidPhone, normalizePhone } from "./phone-number";
import { textLength } from "./text";

export type RuleResult<Output> = { ok: true; value: Output } | { ok: false; message: string };

export const valid = <Output>(value: Output): RuleResult<Output> => ({ ok: true, value });
export const invalid = (message: string): RuleResult<never> => ({ ok: false, message });

export type Check<Output> = (value: unknown) => RuleResult<Output>;

/** `instanceof File` is absent on some servers. */
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

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return isEmptyFile(value);
}

export function asText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

export function requiring<Output>(
  test: (value: unknown) => RuleResult<Output>,
  requiredMessage: string = REQUIRED,
): Check<Output> {
  return (value) => (isBlank(value) ? invalid(requiredMessage) : test(value));
}

export function textCheck(
  message: string,
  test: (text: string) => string | null,
  normalize: (text: string) => string = (text) => text.trim(),
): Check<string> {
  return requiring((value) => {
    const text = asText(value);
    if (text === null) return invalid(message);
    const normalized = normalize(text);
    const problem = test(normalized);
    return problem === null ? valid(normalized) : invalid(problem);
  });
}

/** Not named `then`: a module exporting `then` is a thenable, and `await import()` of it never settles. */
export function pipe<Middle, Output>(first: Check<Middle>, second: Check<Output>): Check<Output> {
  return (value) => {
    const result = first(value);
    return result.ok ? second(result.value) : result;
  };
}

export function optional<Output>(check: Check<Output>): Check<Output | undefined> {
  return (value) => (isBlank(value) ? valid(undefined) : check(value));
}

/** "12,5", "-3", "1 200", "−3"; no exponents, no hex. */
export function parseNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const compact = value.replace(/\s+/g, "").replace("\u2212", "-").replace(",", ".");
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(compact)) return null;
  const number = Number(compact);
  return Number.isFinite(number) ? number : null;
}

export const requiredCheck: Check<string> = textCheck(REQUIRED, () => null);

export function maxLengthCheck(n: number, message: string = maxLengthMessage(n)): Check<string> {
  return textCheck(message, (text) => (textLength(text) <= n ? null : message));
}

// The browser's type=email pattern, but a top-level domain is required.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf("@"));
  return local.length <= 64 && !local.startsWith(".") && !local.endsWith(".") && !local.includes("..");
}

export function oneOfCheck(values: readonly string[], message: string): Check<string> {
  return textCheck(message, (text) => (values.includes(text) ? null : message));
}

export const emailCheck: Check<string> = textCheck(EMAIL, (text) => (isValidEmail(text) ? null : EMAIL));

// No tab, line break or other control character (ASVS 4.0.3 V5.1.3).
const PERSON_NAME_CHARACTER = /[\p{L}\p{M}\p{Zs}\-\u2010\u2011]/u;
const ORDINARY_NAME_CHARACTER = /[\p{L}\p{M}\p{Nd}\p{Zs}\-\u2010\u2011]/u;
const LETTER = /\p{L}/u;
const INVISIBLE = /[\p{C}\p{Z}]/u;

function disallowedCharacters(value: string, allowed: RegExp): string[] {
  const characters = new Set([...value].filter((character) => !allowed.test(character)));
  return [...characters].map((character) =>
    INVISIBLE.test(character)
      ? `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
      : character,
  );
}

function nameProblem(value: string, allowed: RegExp, allowedMessage: string): string | null {
  const disallowed = disallowedCharacters(value, allowed);
  if (disallowed.length > 0) return nameWithDisallowed(disallowed, allowedMessage);
  return LETTER.test(value) ? null : NAME_WITHOUT_LETTER;
}

export function isValidPersonName(value: string): boolean {
  return nameProblem(value, PERSON_NAME_CHARACTER, PERSON_NAME) === null;
}

export function isValidOrdinaryName(value: string): boolean {
  return nameProblem(value, ORDINARY_NAME_CHARACTER, ORDINARY_NAME) === null;
}

export function normalizeName(value: string): string {
  return value
    .normalize("NFC")
    .trim()
    .replace(/\p{Zs}+/gu, " ");
}

export const personNameCheck: Check<string> = textCheck(
  PERSON_NAME,
  (text) => nameProblem(text, PERSON_NAME_CHARACTER, PERSON_NAME),
  normalizeName,
);

export const ordinaryNameCheck: Check<string> = textCheck(
  ORDINARY_NAME,
  (text) => nameProblem(text, ORDINARY_NAME_CHARACTER, ORDINARY_NAME),
  normalizeName,
);

const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value);
}

/** "00950" → "00-950", so a form sent without JavaScript is read the same. */
export function normalizePostalCode(value: string): string {
  const text = value.trim();
  return /^\d{5}$/.test(text) ? applyMask(POSTAL_CODE_MASK, text) : text;
}

export const postalCodeCheck: Check<string> = textCheck(
  POSTAL_CODE,
  (text) => (isValidPostalCode(text) ? null : POSTAL_CODE),
  normalizePostalCode,
);

export const phoneCheck: Check<string> = textCheck(
  PHONE,
  (text) => (isValidPhone(text) ? null : PHONE),
  normalizePhone,
);

/** JSON sends `true`, a form posts "on" (or "true"); unticked posts nothing. */
export function isChecked(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== "string") return false;
  const text = value.trim().toLowerCase();
  return text === "on" || text === "true";
}

export const requiredCheckboxCheck: Check<true> = requiring((value) =>
  isChecked(value) ? valid(true as const) : invalid(REQUIRED),
);

// Answers like zod's safeParse, so a form reads these rules and a zod schema alike.

export interface FormIssue {
  path: (string | number)[];
  message: string;
}

export type FormParse<Output> = { success: true; data: Output } | { success: false; error: { issues: FormIssue[] } };

export interface FormSchema<Output = unknown> {
  safeParse(data: unknown): FormParse<Output>;
}

type Checks = Record<string, Check<unknown>>;
type Checked<C extends Checks> = { [Name in keyof C]: C[Name] extends Check<infer Output> ? Output : never };

/** Every error is reported at once, as the server shows them. */
export function formRules<C extends Checks>(
  checks: C,
  across: (values: Record<string, unknown>) => Record<string, string | null> = () => ({}),
): FormSchema<Checked<C>> {
  return {
    safeParse(data) {
      const fields = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
      const values: Record<string, unknown> = {};
      const issues: FormIssue[] = [];
      for (const [name, check] of Object.entries(checks)) {
        const result = check(fields[name]);
        if (result.ok) values[name] = result.value;
        else {
          values[name] = fields[name];
          issues.push({ path: [name], message: result.message });
        }
      }
      for (const [name, message] of Object.entries(across(values))) {
        if (message !== null) issues.push({ path: [name], message });
      }
      return issues.length === 0
        ? { success: true, data: values as Checked<C> }
        : { success: false, error: { issues } };
    },
  };
}
