import { z } from "zod";

import {
  email,
  maxLength,
  password,
  passwordRepeat,
  profileFields,
  required,
  requiredCheckbox,
} from "~/lib/validation";

/**
 * The account forms' rules: the actions validate with them, and pages load
 * this module lazily to validate while the teacher types, so no server code
 * here. The profile fields are the API's own (app/lib/validation/profile.ts);
 * the form posts a ticked box where the API takes agreement ids.
 */
const profileFormFields = { ...profileFields, user_agreements: requiredCheckbox };

export const profileSchema = z.object(profileFormFields);

export const registrationSchema = z.object({ ...profileFormFields, email: email.pipe(maxLength(254)), kod: required });

export const eventCodeSchema = z.object({ kod: required.pipe(maxLength(100)) });

export const passwordChangeSchema = z
  .object({ old_password: required, new_password1: password, new_password2: z.string().optional() })
  .superRefine(passwordRepeat("new_password1", "new_password2"));
