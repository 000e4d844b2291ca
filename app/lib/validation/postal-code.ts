// Polish postal code NN-NNN; the check is in checks.ts.
import { isValidPostalCode, normalizePostalCode, postalCodeCheck } from "./checks";
import { ruleOf, type Rule } from "./core";

export { isValidPostalCode, normalizePostalCode };

/** NN-NNN; outputs the canonical NN-NNN. */
export const postalCode: Rule<string> = ruleOf(postalCodeCheck);
