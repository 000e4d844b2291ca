import { phoneCheck } from "./checks";
import { type Rule, ruleOf } from "./core";
import { isValidPhone, normalizePhone } from "./phone-number";

export { isValidPhone, normalizePhone };

export const phone: Rule<string> = ruleOf(phoneCheck);
