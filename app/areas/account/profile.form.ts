import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { profileFields, requiredCheckbox } from "~/lib/validation";

export { POSITIONS, PROFILE_LABELS, TRAINING_LEVELS } from "./profile-fields";

/** The API's own profile fields; the form posts a ticked box where the API takes agreement ids. */
const profileFormFields = { ...profileFields, user_agreements: requiredCheckbox };

export const profileSchema = z.object(profileFormFields);
export const profileValidator = withZod(profileSchema);

export const PROFILE_FORM = "profil";

/** What a post that finds the session ended keeps for after the login. */
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
