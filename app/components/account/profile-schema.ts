import { z } from "zod";

import {
  email,
  maxLength,
  ordinaryName,
  password,
  passwordRepeat,
  personName,
  phone,
  postalCode,
  required,
  requiredCheckbox,
} from "~/lib/validation";

/**
 * The teacher's profile (SPEC §3), as registration and the profile page ask
 * for it; the API checks the same rules. No server code here: pages load
 * this module lazily to validate while the teacher types.
 */
export const profileFields = {
  firstname: personName.pipe(maxLength(60)),
  lastname: personName.pipe(maxLength(60)),
  phone,
  city: ordinaryName.pipe(maxLength(80)),
  postal_code: postalCode,
  user_groups1: required.pipe(maxLength(120)),
  user_groups2: required.pipe(maxLength(120)),
  user_agreements: requiredCheckbox,
};

export const profileSchema = z.object(profileFields);

export const registrationSchema = z.object({ ...profileFields, email: email.pipe(maxLength(254)), kod: required });

export const eventCodeSchema = z.object({ kod: required.pipe(maxLength(100)) });

export const passwordChangeSchema = z
  .object({ old_password: required, new_password1: password, new_password2: z.string().optional() })
  .superRefine(passwordRepeat("new_password1", "new_password2"));
