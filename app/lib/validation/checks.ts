// The form rules of SPEC §5 as plain checks, without zod: a check takes what a
// form or JSON body sent and answers the normalised value or a Polish message.
// The zod schemas (core.ts and the modules beside it) are built from these
// checks, and the public forms check with them in the browser (formRules).
// Nothing here may import zod, nor a module that does.
// Why: docs/decisions/004-two-form-engines.md
import {
  EMAIL,
  NAME_WITHOUT_LETTER,
  ORDINARY_NAME,
  PERSON_NAME,
  PHONE,
  POSTAL_CODE,
  REQUIRED,
  maxLengthMessage,
  nameWithDisallowed,
} from "./form-messages";
import { POSTAL_CODE_MASK, applyMask } from "./mask";
import { isValidPhone, normalizePhone } from "./phone-number";
import { textLength } from "./text";

// Building blocks ----------------------------------------------------------

export type RuleResult<Output> = { ok: true; value: Output } | { ok: false; message: string };

export const valid = <Output>(value: Output): RuleResult<Output> => ({ ok: true, value });
export const invalid = (message: string): RuleResult<never> => ({ ok: false, message });

/** A rule as a plain function: the value a form or JSON body sent → the value to store, or a message. */
export type Check<Output> = (value: unknown) => RuleResult<Output>;

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
 * list, or an empty file input. Every rule reports REQUIRED for blank values
 * unless it is made optional.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return isEmptyFile(value);
}

/** Text of a string, or of a finite number sent by a JSON client; otherwise null. */
export function asText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** A check of given values: blank ones get `requiredMessage`. */
export function requiring<Output>(
  test: (value: unknown) => RuleResult<Output>,
  requiredMessage: string = REQUIRED,
): Check<Output> {
  return (value) => (isBlank(value) ? invalid(requiredMessage) : test(value));
}

/**
 * A check over text: the value is normalised (trimmed by default), then
 * tested; `test` answers the message to show, or null when the text is fine.
 * The check outputs the normalised text, which is what the server should store.
 */
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

/**
 * The second check on what the first one outputs, as zod's `pipe`: the first
 * message wins. (Not named `then`: a module exporting `then` is a thenable, and
 * `await import()` of it never settles.)
 */
export function pipe<Middle, Output>(first: Check<Middle>, second: Check<Output>): Check<Output> {
  return (value) => {
    const result = first(value);
    return result.ok ? second(result.value) : result;
  };
}

/** Lets blank values through as `undefined`. */
export function optional<Output>(check: Check<Output>): Check<Output | undefined> {
  return (value) => (isBlank(value) ? valid(undefined) : check(value));
}

// Numbers -------------------------------------------------------------------

/**
 * Reads a number the way a Pole types it: "12,5", "-3", "1 200" (spaces group
 * thousands), "−3" (typographic minus). No exponents, no hex: null otherwise.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const compact = value.replace(/\s+/g, "").replace("\u2212", "-").replace(",", ".");
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(compact)) return null;
  const number = Number(compact);
  return Number.isFinite(number) ? number : null;
}

// Text ----------------------------------------------------------------------

/** Any non-blank text; outputs it trimmed. */
export const requiredCheck: Check<string> = textCheck(REQUIRED, () => null);

/** At most `n` characters (code points) after trimming. */
export function maxLengthCheck(n: number, message: string = maxLengthMessage(n)): Check<string> {
  return textCheck(message, (text) => (textLength(text) <= n ? null : message));
}

// The browser's own type=email pattern for the local part and labels, but a
// top-level domain is required: "jan@localhost" cannot receive our mail.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf("@"));
  // Dots may separate the local part's words but not start, end or double up.
  return local.length <= 64 && !local.startsWith(".") && !local.endsWith(".") && !local.includes("..");
}

/** One of the given values (a select's options): the trimmed text must equal one exactly. */
export function oneOfCheck(values: readonly string[], message: string): Check<string> {
  return textCheck(message, (text) => (values.includes(text) ? null : message));
}

/** E-mail address; outputs it trimmed. */
export const emailCheck: Check<string> = textCheck(EMAIL, (text) => (isValidEmail(text) ? null : EMAIL));

// Names: a person's name, and ordinary names (clubs, schools, groups) --------

// Letters of any alphabet (marks keep a decomposed "ą" whole), spaces (the
// non-breaking one too) and hyphens, including the Unicode hyphen and
// non-breaking hyphen Word inserts. No tab, line break or other control
// character (ASVS 4.0.3 V5.1.3).
const PERSON_NAME_CHARACTER = /[\p{L}\p{M}\p{Zs}\-\u2010\u2011]/u;
const ORDINARY_NAME_CHARACTER = /[\p{L}\p{M}\p{Nd}\p{Zs}\-\u2010\u2011]/u;
const LETTER = /\p{L}/u;
const INVISIBLE = /[\p{C}\p{Z}]/u;

/** The characters of a value a name may not hold, each once, invisible ones as U+XXXX. */
function disallowedCharacters(value: string, allowed: RegExp): string[] {
  const characters = new Set([...value].filter((character) => !allowed.test(character)));
  return [...characters].map((character) =>
    INVISIBLE.test(character)
      ? `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
      : character,
  );
}

/** What is wrong with a name, in the teacher's terms: the characters to remove, or the missing letter. */
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

/**
 * Trimmed, runs of spaces made one space, and composed (NFC), so
 * "Jan  Kowalski" and a decomposed "Łódź" are stored like any other.
 */
export function normalizeName(value: string): string {
  return value
    .normalize("NFC")
    .trim()
    .replace(/\p{Zs}+/gu, " ");
}

/** Letters, whitespace and hyphens, at least one letter; outputs the normalised name. */
export const personNameCheck: Check<string> = textCheck(
  PERSON_NAME,
  (text) => nameProblem(text, PERSON_NAME_CHARACTER, PERSON_NAME),
  normalizeName,
);

/** Letters, digits, whitespace and hyphens, at least one letter; outputs the normalised name. */
export const ordinaryNameCheck: Check<string> = textCheck(
  ORDINARY_NAME,
  (text) => nameProblem(text, ORDINARY_NAME_CHARACTER, ORDINARY_NAME),
  normalizeName,
);

// Postal code NN-NNN and phone ------------------------------------------------

const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value);
}

/**
 * "00950" → "00-950", as the input mask would have typed it, so a form sent
 * without JavaScript (or by a script) is read the same; anything else is only trimmed.
 */
export function normalizePostalCode(value: string): string {
  const text = value.trim();
  return /^\d{5}$/.test(text) ? applyMask(POSTAL_CODE_MASK, text) : text;
}

/** NN-NNN; outputs the canonical NN-NNN. */
export const postalCodeCheck: Check<string> = textCheck(
  POSTAL_CODE,
  (text) => (isValidPostalCode(text) ? null : POSTAL_CODE),
  normalizePostalCode,
);

/** Three groups of three digits; outputs "NNN NNN NNN". */
export const phoneCheck: Check<string> = textCheck(
  PHONE,
  (text) => (isValidPhone(text) ? null : PHONE),
  normalizePhone,
);

// A checkbox that must be ticked (consents, declarations) --------------------

/**
 * True for a ticked checkbox: JSON sends `true`, an HTML form posts the
 * checkbox's value, "on" by default (or "true" when the markup sets it).
 * An unticked checkbox posts nothing at all.
 */
export function isChecked(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== "string") return false;
  const text = value.trim().toLowerCase();
  return text === "on" || text === "true";
}

/** Must be ticked; outputs `true`. */
export const requiredCheckboxCheck: Check<true> = requiring((value) =>
  isChecked(value) ? valid(true as const) : invalid(REQUIRED),
);

// A whole form --------------------------------------------------------------
// The public forms' rules: their actions validate with them, and their pages
// load them on the first focus to check while the user types. They answer like
// zod's safeParse, so a form and its action read the answer the same way
// whether its rules are these or a zod schema.

export interface FormIssue {
  path: (string | number)[];
  message: string;
}

export type FormParse<Output> = { success: true; data: Output } | { success: false; error: { issues: FormIssue[] } };

/** What validates a whole form: these rules, or a zod schema. */
export interface FormSchema<Output = unknown> {
  safeParse(data: unknown): FormParse<Output>;
}

type Checks = Record<string, Check<unknown>>;
type Checked<C extends Checks> = { [Name in keyof C]: C[Name] extends Check<infer Output> ? Output : never };

/**
 * Each field's check, in order, then `across` on the checked values for rules
 * over several fields (e.g. "repeat the password"), which answers a message
 * per field. Every error is reported at once, as the server shows them.
 */
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
