import { formRules, requiredCheck, valid } from "~/lib/validation/checks";
import { passwordCheck, passwordRepeatProblem } from "~/lib/validation/password-checks";

/**
 * The new-password form of an e-mail link: the action validates with it, and
 * the page loads it lazily to validate while the user types. No zod and no
 * server code here, as it is bundled for the browser.
 */
export const setPasswordSchema = formRules(
  { token: requiredCheck, password: passwordCheck, password_repeat: valid },
  ({ password, password_repeat }) => ({ password_repeat: passwordRepeatProblem(password, password_repeat) }),
);
