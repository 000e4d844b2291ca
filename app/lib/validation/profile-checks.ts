// The teacher's profile fields (SPEC §3) as plain checks, for the registration
// form, which checks them in the browser without zod. profile.ts composes the
// same rules as zod schemas for the API and the profile form (a test holds the
// two to the same answers); the lengths are shared from here.
import {
  maxLengthCheck,
  ordinaryNameCheck,
  personNameCheck,
  phoneCheck,
  pipe,
  postalCodeCheck,
  requiredCheck,
} from "./checks";

/** The longest text each profile field takes, in characters. */
export const PROFILE_MAX_LENGTHS = { name: 60, city: 80, group: 120 } as const;

export const profileChecks = {
  firstname: pipe(personNameCheck, maxLengthCheck(PROFILE_MAX_LENGTHS.name)),
  lastname: pipe(personNameCheck, maxLengthCheck(PROFILE_MAX_LENGTHS.name)),
  phone: phoneCheck,
  city: pipe(ordinaryNameCheck, maxLengthCheck(PROFILE_MAX_LENGTHS.city)),
  postal_code: postalCodeCheck,
  user_groups1: pipe(requiredCheck, maxLengthCheck(PROFILE_MAX_LENGTHS.group)),
  user_groups2: pipe(requiredCheck, maxLengthCheck(PROFILE_MAX_LENGTHS.group)),
};
