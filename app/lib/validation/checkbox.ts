// A checkbox that must be ticked (consents, declarations); the check is in checks.ts.
import { isChecked, requiredCheckboxCheck } from "./checks";
import { ruleOf, type Rule } from "./core";

export { isChecked };

/** Must be ticked; outputs `true`. */
export const requiredCheckbox: Rule<true> = ruleOf(requiredCheckboxCheck);
