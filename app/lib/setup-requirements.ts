import type { Setup } from "./contract/setup";

export const SETUP_REQUIREMENTS = {
  schedulePreviewAvailable:
    "Harmonogram będzie dostępny, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
  scheduleAddingAvailable: "Dodawanie zajęć jest zamknięte: minął termin planowania zajęć w tym sezonie.",
  surveysPreviewAvailable: "Ankiety będą dostępne, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
  surveysAddingAvailable: "Dodawanie ankiet jest możliwe tylko w terminie badań sprawności.",
  hasCertificate: "Ta funkcja wymaga certyfikatu ukończenia szkolenia.",
} as const satisfies Partial<Record<keyof Setup, string>>;
