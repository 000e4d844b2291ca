// The teacher's profile fields (SPEC §3), one definition for the profile form
// and the API that stores them (the registration form checks the same rules
// without zod: profile-checks.ts). Composed of the shared rules, which the
// OpenAPI document describes.
import { maxLength, required } from "./generic";
import { ordinaryName, personName } from "./names";
import { phone } from "./phone";
import { postalCode } from "./postal-code";
import { PROFILE_MAX_LENGTHS } from "./profile-checks";

export const profileFields = {
  firstname: personName.pipe(maxLength(PROFILE_MAX_LENGTHS.name)),
  lastname: personName.pipe(maxLength(PROFILE_MAX_LENGTHS.name)),
  phone,
  city: ordinaryName.pipe(maxLength(PROFILE_MAX_LENGTHS.city)),
  postal_code: postalCode,
  user_groups1: required.pipe(maxLength(PROFILE_MAX_LENGTHS.group)),
  user_groups2: required.pipe(maxLength(PROFILE_MAX_LENGTHS.group)),
};
