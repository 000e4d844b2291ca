// The phone rule of SPEC §5 as a schema; the checks themselves are in phone-number.ts and checks.ts.
import { phoneCheck } from "./checks";
import { isValidPhone, normalizePhone } from "./phone-number";
import { ruleOf, type Rule } from "./core";

export { isValidPhone, normalizePhone };

/** Three groups of three digits; outputs "NNN NNN NNN". */
export const phone: Rule<string> = ruleOf(phoneCheck);
