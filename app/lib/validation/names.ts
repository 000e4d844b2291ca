// Names: a person's name, and ordinary names (clubs, schools, groups); the checks are in checks.ts.
import { isValidOrdinaryName, isValidPersonName, normalizeName, ordinaryNameCheck, personNameCheck } from "./checks";
import { ruleOf, type Rule } from "./core";

export { isValidOrdinaryName, isValidPersonName, normalizeName };

/** Letters, whitespace and hyphens, at least one letter; outputs the normalised name. */
export const personName: Rule<string> = ruleOf(personNameCheck);

/** Letters, digits, whitespace and hyphens, at least one letter; outputs the normalised name. */
export const ordinaryName: Rule<string> = ruleOf(ordinaryNameCheck);
