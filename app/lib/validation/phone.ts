// The phone rule of SPEC §5 as a schema; the checks themselves are in phone-number.ts.
import { PHONE } from "./messages";
import { isValidPhone, normalizePhone } from "./phone-number";
import { textRule, type Rule } from "./core";

export { isValidPhone, normalizePhone };

/** Three groups of three digits; outputs "NNN NNN NNN". */
export const phone: Rule<string> = textRule(PHONE, (text) => (isValidPhone(text) ? null : PHONE), normalizePhone);
