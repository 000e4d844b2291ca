import { isValidPostalCode, normalizePostalCode, postalCodeCheck } from "./checks";
import { type Rule, ruleOf } from "./core";

export { isValidPostalCode, normalizePostalCode };

export const postalCode: Rule<string> = ruleOf(postalCodeCheck);
