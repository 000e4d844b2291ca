// The teacher's profile as the forms show it: the choices of its lists and the labels of its fields.
import { POSITION_VALUES, TRAINING_LEVEL_VALUES } from "~/lib/validation/profile-checks";

const EARLY_SCHOOL_CLASSES = " (klasy I–III)";

/** user_groups1's choices: the training the teacher took. */
export const TRAINING_LEVELS = TRAINING_LEVEL_VALUES.map((value) => ({
  value,
  label: value === "Nauczyciel edukacji wczesnoszkolnej" ? value + EARLY_SCHOOL_CLASSES : value,
}));

/** user_groups2's choices: the teacher's position at school. */
export const POSITIONS = POSITION_VALUES.map((value) => ({ value, label: value }));

export const PROFILE_LABELS = {
  firstname: "Imię",
  lastname: "Nazwisko",
  email: "Adres e-mail",
  phone: "Telefon",
  city: "Miejscowość",
  postal_code: "Kod pocztowy",
  user_groups1: "Ukończone szkolenie",
  user_groups2: "Stanowisko",
  user_agreements: "Regulamin",
} as const;
