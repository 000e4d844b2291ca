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
  // Stored as text: a profile saved before the lists were closed still loads.
  user_groups1: oneOf(TRAINING_LEVEL_VALUES) as Rule<string>,
  user_groups2: oneOf(POSITION_VALUES) as Rule<string>,
};
