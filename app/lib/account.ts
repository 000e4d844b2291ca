import type { Setup } from "./contract/setup";

/** Which setup flag opens which feature, and what a teacher is told while it is closed. */
export const SETUP_REQUIREMENTS = {
  schedulePreviewAvailable:
    "Harmonogram będzie dostępny, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
  scheduleAddingAvailable: "Dodawanie zajęć jest zamknięte: minął termin planowania zajęć w tym sezonie.",
  surveysPreviewAvailable: "Ankiety będą dostępne, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
  surveysAddingAvailable: "Dodawanie ankiet jest możliwe tylko w terminie badań sprawności.",
  hasCertificate: "Ta funkcja wymaga certyfikatu ukończenia szkolenia.",
} as const satisfies Partial<Record<keyof Setup, string>>;

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
