import { emailCheck, formRules } from "~/lib/validation/checks";

/** Bundled for the browser: no zod, no server code. */
export const passwordRecoverySchema = formRules({ email: emailCheck });
