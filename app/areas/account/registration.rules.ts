import {
  emailCheck,
  formRules,
  maxLengthCheck,
  pipe,
  requiredCheck,
  requiredCheckboxCheck,
} from "~/lib/validation/checks";
import { profileChecks } from "~/lib/validation/profile-checks";

/**
 * The congress registration's two forms: their action validates with these
 * rules, and the page loads this module lazily to validate while the teacher
 * types. No zod and no server code here, as it is bundled for the browser.
 * The profile fields are the API's own (app/lib/validation/profile-checks.ts);
 * the form posts a ticked box where the API takes agreement ids.
 */
export const eventCodeSchema = formRules({ kod: pipe(requiredCheck, maxLengthCheck(100)) });

export const registrationSchema = formRules({
  ...profileChecks,
  user_agreements: requiredCheckboxCheck,
  email: pipe(emailCheck, maxLengthCheck(254)),
  kod: requiredCheck,
});
