import { phoneCheck } from "./checks";
import { isValidPhone, normalizePhone } from "./phone-number";
import { ruleOf, type Rule } from "./core";

export { isValidPhone, normalizePhone };

export const phone: Rule<string> = ruleOf(phoneCheck);
