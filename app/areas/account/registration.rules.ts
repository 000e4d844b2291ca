import {
  emailCheck,
  formRules,
  maxLengthCheck,
  pipe,
  requiredCheck,
  requiredCheckboxCheck,
} from "~/lib/validation/checks";
import { profileChecks } from "~/lib/validation/profile-checks";

/** Bundled for the browser: no zod, no server code. The form posts a ticked box where the API takes agreement ids. */
export const eventCodeSchema = formRules({ kod: pipe(requiredCheck, maxLengthCheck(100)) });

export const registrationSchema = formRules({
  ...profileChecks,
  user_agreements: requiredCheckboxCheck,
  email: pipe(emailCheck, maxLengthCheck(254)),
  kod: requiredCheck,
});
