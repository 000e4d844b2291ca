import { DEFAULT_SETUP, type Setup } from "./contract/setup";

export const SETUP_REQUIREMENTS = {
  schedulePreviewAvailable:
    "Harmonogram będzie dostępny, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
  scheduleAddingAvailable: "Dodawanie zajęć jest zamknięte: minął termin planowania zajęć w tym sezonie.",
  surveysPreviewAvailable: "Ankiety będą dostępne, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
  surveysAddingAvailable: "Dodawanie ankiet jest możliwe tylko w terminie badań sprawności.",
  hasCertificate: "Ta funkcja wymaga certyfikatu ukończenia szkolenia.",
} as const satisfies Partial<Record<keyof Setup, string>>;

/** What a session's setup is when the API could not tell: SPEC §4's defaults, told apart from a real "not yet". */
export const UNAVAILABLE_SETUP: Setup = Object.freeze({ ...DEFAULT_SETUP });

export const SETUP_UNAVAILABLE =
  "Nie udało się teraz sprawdzić, co jest dostępne na Twoim koncie. Spróbuj ponownie za chwilę.";
