// Names: a person's name, and ordinary names (clubs, schools, groups).
import { ORDINARY_NAME, PERSON_NAME } from "./messages";
import { textRule, type Rule } from "./core";

// Letters of any alphabet (marks keep a decomposed "ą" whole), whitespace and
// hyphens, including the Unicode hyphen and non-breaking hyphen Word inserts.
const PERSON_NAME_PATTERN = /^[\p{L}\p{M}\s\-\u2010\u2011]+$/u;
const ORDINARY_NAME_PATTERN = /^[\p{L}\p{M}\p{Nd}\s\-\u2010\u2011]+$/u;
const LETTER = /\p{L}/u;

export function isValidPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(value) && LETTER.test(value);
}

export function isValidOrdinaryName(value: string): boolean {
  return ORDINARY_NAME_PATTERN.test(value) && LETTER.test(value);
}

/**
 * Trimmed, runs of whitespace made one space, and composed (NFC), so
 * "Jan  Kowalski" and a decomposed "Łódź" are stored like any other.
 */
export function normalizeName(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/g, " ");
}

/** Letters, whitespace and hyphens, at least one letter; outputs the normalised name. */
export const personName: Rule<string> = textRule(
  PERSON_NAME,
  (text) => (isValidPersonName(text) ? null : PERSON_NAME),
  normalizeName,
);

/** Letters, digits, whitespace and hyphens, at least one letter; outputs the normalised name. */
export const ordinaryName: Rule<string> = textRule(
  ORDINARY_NAME,
  (text) => (isValidOrdinaryName(text) ? null : ORDINARY_NAME),
  normalizeName,
);
