import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { profileFields, requiredCheckbox } from "~/lib/validation";

export { POSITIONS, PROFILE_LABELS, TRAINING_LEVELS } from "./profile-fields";

/**
 * The profile form (the teacher's own data on the profile page). Its rules
 * (remix-validated-form with zod): the action validates with them, and the
 * page with them as the teacher types. The profile fields are the API's own
 * (app/lib/validation/profile.ts); the form posts a ticked box where the API
 * takes agreement ids.
 */
const profileFormFields = { ...profileFields, user_agreements: requiredCheckbox };

export const profileSchema = z.object(profileFormFields);
export const profileValidator = withZod(profileSchema);

export const PROFILE_FORM = "profil";

/** The profile form's fields: what a post that finds the session ended keeps for after the login. */
export const PROFILE_FORM_FIELDS = [
  "firstname",
  "lastname",
  "phone",
  "city",
  "postal_code",
  "user_groups1",
  "user_groups2",
  "user_agreements",
] as const;
