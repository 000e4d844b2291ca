import { isChecked, requiredCheckboxCheck } from "./checks";
import { type Rule, ruleOf } from "./core";

export { isChecked };

export const requiredCheckbox: Rule<true> = ruleOf(requiredCheckboxCheck);
