// Every rule message, so browser, BFF and API say the same; public forms' in form-messages.ts.
import { characters, formatNumberPl, joinAlternativesPl } from "./polish";

export * from "./form-messages";
export * from "./polish";

export const NUMBER = "Wprowadź liczbę";
export const UNEQUAL = "Wprowadź inną wartość";
export const FILE = "Wybierz plik";
export const CHOICE = "Wybierz jedną z pozycji listy";

export const minLengthMessage = (n: number): string => `Wprowadź co najmniej ${characters(n)}`;
export const exactLengthMessage = (n: number): string => `Wprowadź dokładnie ${characters(n)}`;
export const minValueMessage = (n: number): string => `Wprowadź wartość nie mniejszą niż ${formatNumberPl(n)}`;
export const maxValueMessage = (n: number): string => `Wprowadź wartość nie większą niż ${formatNumberPl(n)}`;

export const fileSizeMessage = (maxKb: number): string => `Plik może mieć najwyżej ${formatNumberPl(maxKb)} KB`;

export const fileExtensionMessage = (extensions: readonly string[]): string =>
  `Wybierz plik w formacie ${joinAlternativesPl(extensions.map((ext) => ext.replace(/^\.+/, "").toUpperCase()))}`;

export const PESEL = "Wprowadź poprawny numer PESEL";
export const BANK_ACCOUNT = "Wprowadź poprawny numer rachunku bankowego (26 cyfr)";
export const BANK_ACCOUNT_CHECKSUM = "Numer rachunku bankowego jest niepoprawny – sprawdź, czy nie ma w nim literówki";
export const ISO_DATE = "Wprowadź poprawną datę w formacie RRRR-MM-DD";
export const ISO_DATETIME = "Wprowadź poprawną datę i godzinę w formacie RRRR-MM-DDTGG:MM";
export const TIME = "Wprowadź poprawną godzinę w formacie GG:MM";

export const TIME_TOO_LATE = "Wybrana godzina jest zbyt późna";
export const TIME_TOO_EARLY = "Wybrana godzina jest zbyt wczesna";
export const TIME_OUTSIDE_RANGE = "Wybrana godzina jest poza dozwolonym przedziałem";
export const TIME_IN_EXCLUDED_RANGE = "Wybrana godzina jest niedostępna";
