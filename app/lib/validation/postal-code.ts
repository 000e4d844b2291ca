import { isValidPostalCode, normalizePostalCode, postalCodeCheck } from "./checks";
import { ruleOf, type Rule } from "./core";

export { isValidPostalCode, normalizePostalCode };

export const postalCode: Rule<string> = ruleOf(postalCodeCheck);
