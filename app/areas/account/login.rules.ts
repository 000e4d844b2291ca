import { emailCheck, formRules, isChecked, requiredCheck, valid } from "~/lib/validation/checks";

/**
 * The login form's rules: the action validates with them, and the page loads
 * this module lazily to validate while the user types. No zod and no server
 * code here, as it is bundled for the browser.
 */
export const loginSchema = formRules({
  email: emailCheck,
  password: requiredCheck,
  remember: (value) => valid(isChecked(value)),
  redirectTo: (value) => valid(typeof value === "string" ? value : undefined),
});
