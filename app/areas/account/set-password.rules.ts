import { formRules, requiredCheck, valid } from "~/lib/validation/checks";
import { passwordCheck, passwordRepeatProblem } from "~/lib/validation/password-checks";

/** Bundled for the browser: no zod, no server code. */
export const setPasswordSchema = formRules(
  { token: requiredCheck, password: passwordCheck, password_repeat: valid },
  ({ password, password_repeat }) => ({ password_repeat: passwordRepeatProblem(password, password_repeat) }),
);
