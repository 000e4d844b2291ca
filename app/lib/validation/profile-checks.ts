// The teacher's profile fields (SPEC §3) as plain checks, for the registration
// form, which checks them in the browser without zod. profile.ts composes the
// same rules as zod schemas for the API and the profile form (a test holds the
// two to the same answers); the lengths are shared from here.
import {
  maxLengthCheck,
  oneOfCheck,
  ordinaryNameCheck,
  personNameCheck,
  phoneCheck,
  pipe,
  postalCodeCheck,
} from "./checks";
import { CHOICE } from "./messages";

/** user_groups1: the training the teacher took (DOMAIN.md: PE teachers and early-school teachers). */
export const TRAINING_LEVEL_VALUES = [
  "Nauczyciel wychowania fizycznego",
  "Nauczyciel edukacji wczesnoszkolnej",
  "Trener lub instruktor sportu",
  "Inna osoba",
] as const;

/** user_groups2: the teacher's position at school. */
export const POSITION_VALUES = [
  "Nauczyciel",
  "Dyrektor szkoły",
  "Wicedyrektor szkoły",
  "Koordynator",
  "Inne stanowisko",
] as const;

/** The longest text each profile field takes, in characters. */
export const PROFILE_MAX_LENGTHS = { name: 60, city: 80, group: 120 } as const;

export const profileChecks = {
  firstname: pipe(personNameCheck, maxLengthCheck(PROFILE_MAX_LENGTHS.name)),
  lastname: pipe(personNameCheck, maxLengthCheck(PROFILE_MAX_LENGTHS.name)),
  phone: phoneCheck,
  city: pipe(ordinaryNameCheck, maxLengthCheck(PROFILE_MAX_LENGTHS.city)),
  postal_code: postalCodeCheck,
  user_groups1: oneOfCheck(TRAINING_LEVEL_VALUES, CHOICE),
  user_groups2: oneOfCheck(POSITION_VALUES, CHOICE),
};
