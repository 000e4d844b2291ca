// Names: a person's name, and ordinary names (clubs, schools, groups).
import { NAME_WITHOUT_LETTER, nameWithDisallowed, ORDINARY_NAME, PERSON_NAME } from "./messages";
import { textRule, type Rule } from "./core";

// Letters of any alphabet (marks keep a decomposed "ą" whole), whitespace and
// hyphens, including the Unicode hyphen and non-breaking hyphen Word inserts.
const PERSON_NAME_CHARACTER = /[\p{L}\p{M}\s\-\u2010\u2011]/u;
const ORDINARY_NAME_CHARACTER = /[\p{L}\p{M}\p{Nd}\s\-\u2010\u2011]/u;
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
 * Trimmed, runs of whitespace made one space, and composed (NFC), so
 * "Jan  Kowalski" and a decomposed "Łódź" are stored like any other.
 */
export function normalizeName(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/g, " ");
}

/** Letters, whitespace and hyphens, at least one letter; outputs the normalised name. */
export const personName: Rule<string> = textRule(
  PERSON_NAME,
  (text) => nameProblem(text, PERSON_NAME_CHARACTER, PERSON_NAME),
  normalizeName,
);

/** Letters, digits, whitespace and hyphens, at least one letter; outputs the normalised name. */
export const ordinaryName: Rule<string> = textRule(
  ORDINARY_NAME,
  (text) => nameProblem(text, ORDINARY_NAME_CHARACTER, ORDINARY_NAME),
  normalizeName,
);
