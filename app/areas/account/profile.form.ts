import { z } from "zod";

import { password, passwordRepeat, profileFields, required, requiredCheckbox } from "~/lib/validation";

/**
 * The account forms' rules (remix-validated-form with zod): the actions
 * validate with them, and the pages with them as the teacher types. The
 * profile fields are the API's own (app/lib/validation/profile.ts); the form
 * posts a ticked box where the API takes agreement ids.
 */
const profileFormFields = { ...profileFields, user_agreements: requiredCheckbox };

export const profileSchema = z.object(profileFormFields);

export const passwordChangeSchema = z
  .object({ old_password: required, new_password1: password, new_password2: z.string().optional() })
  .superRefine(passwordRepeat("new_password1", "new_password2"));
