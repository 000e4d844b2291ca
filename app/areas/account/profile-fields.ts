import { POSITION_VALUES, TRAINING_LEVEL_VALUES } from "~/lib/validation/profile-checks";

const EARLY_SCHOOL_CLASSES = " (klasy I–III)";

export const TRAINING_LEVELS = TRAINING_LEVEL_VALUES.map((value) => ({
  value,
  label: value === "Nauczyciel edukacji wczesnoszkolnej" ? value + EARLY_SCHOOL_CLASSES : value,
}));

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
