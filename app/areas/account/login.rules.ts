import { emailCheck, formRules, isChecked, requiredCheck, valid } from "~/lib/validation/checks";

/** Bundled for the browser: no zod, no server code. */
export const loginSchema = formRules({
  email: emailCheck,
  password: requiredCheck,
  remember: (value) => valid(isChecked(value)),
  redirectTo: (value) => valid(typeof value === "string" ? value : undefined),
});
