// The teacher's profile fields (SPEC §3), one definition for the registration
// and profile forms and for the API that stores them.
import { maxLength, required } from "./generic";
import { ordinaryName, personName } from "./names";
import { phone } from "./phone";
import { postalCode } from "./postal-code";

export const profileFields = {
  firstname: personName.pipe(maxLength(60)),
  lastname: personName.pipe(maxLength(60)),
  phone,
  city: ordinaryName.pipe(maxLength(80)),
  postal_code: postalCode,
  user_groups1: required.pipe(maxLength(120)),
  user_groups2: required.pipe(maxLength(120)),
};
