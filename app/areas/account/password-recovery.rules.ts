import { emailCheck, formRules } from "~/lib/validation/checks";

/**
 * The "send me a link" form of password recovery: validated by its action,
 * and in the browser after a lazy load. No zod and no server code here, as it
 * is bundled for the browser.
 */
export const passwordRecoverySchema = formRules({ email: emailCheck });
