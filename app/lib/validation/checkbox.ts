import { isChecked, requiredCheckboxCheck } from "./checks";
import { ruleOf, type Rule } from "./core";

export { isChecked };

export const requiredCheckbox: Rule<true> = ruleOf(requiredCheckboxCheck);
