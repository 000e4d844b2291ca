// The teacher's profile as the forms show it: the choices of its lists and the labels of its fields.

/** user_groups1: the training the teacher took (DOMAIN.md: PE teachers and early-school teachers). */
export const TRAINING_LEVELS = [
  { value: "Nauczyciel wychowania fizycznego", label: "Nauczyciel wychowania fizycznego" },
  { value: "Nauczyciel edukacji wczesnoszkolnej", label: "Nauczyciel edukacji wczesnoszkolnej (klasy I–III)" },
  { value: "Trener lub instruktor sportu", label: "Trener lub instruktor sportu" },
  { value: "Inna osoba", label: "Inna osoba" },
] as const;

/** user_groups2: the teacher's position at school. */
export const POSITIONS = [
  { value: "Nauczyciel", label: "Nauczyciel" },
  { value: "Dyrektor szkoły", label: "Dyrektor szkoły" },
  { value: "Wicedyrektor szkoły", label: "Wicedyrektor szkoły" },
  { value: "Koordynator", label: "Koordynator" },
  { value: "Inne stanowisko", label: "Inne stanowisko" },
] as const;

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
