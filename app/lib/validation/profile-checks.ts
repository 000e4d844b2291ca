// For registration, which checks in the browser without zod; profile.ts has the same rules in zod (a test holds them alike).
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

export const TRAINING_LEVEL_VALUES = [
  "Nauczyciel wychowania fizycznego",
  "Nauczyciel edukacji wczesnoszkolnej",
  "Trener lub instruktor sportu",
  "Inna osoba",
] as const;

export const POSITION_VALUES = [
  "Nauczyciel",
  "Dyrektor szkoły",
  "Wicedyrektor szkoły",
  "Koordynator",
  "Inne stanowisko",
] as const;

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
