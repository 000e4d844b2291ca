// The teacher's profile fields (SPEC §3), one definition for the profile form
// and the API that stores them (the registration form checks the same rules
// without zod: profile-checks.ts). Composed of the shared rules, which the
// OpenAPI document describes.
import type { Rule } from "./core";
import { maxLength, oneOf } from "./generic";
import { ordinaryName, personName } from "./names";
import { phone } from "./phone";
import { postalCode } from "./postal-code";
import { POSITION_VALUES, PROFILE_MAX_LENGTHS, TRAINING_LEVEL_VALUES } from "./profile-checks";

export const profileFields = {
  firstname: personName.pipe(maxLength(PROFILE_MAX_LENGTHS.name)),
  lastname: personName.pipe(maxLength(PROFILE_MAX_LENGTHS.name)),
  phone,
  city: ordinaryName.pipe(maxLength(PROFILE_MAX_LENGTHS.city)),
  postal_code: postalCode,
  // Stored as text: a profile saved before the lists were closed still loads into the form.
  user_groups1: oneOf(TRAINING_LEVEL_VALUES) as Rule<string>,
  user_groups2: oneOf(POSITION_VALUES) as Rule<string>,
};
