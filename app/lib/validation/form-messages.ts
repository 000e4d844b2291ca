// The public forms' messages, apart so those pages load no other.
import { characters } from "./polish";

export const REQUIRED = "To pole jest wymagane";
export const EMAIL = "Wprowadź poprawny adres e-mail";
export const maxLengthMessage = (n: number): string => `Wprowadź nie więcej niż ${characters(n)}`;
export const POSTAL_CODE = "Wprowadź poprawny kod pocztowy";
export const PHONE = "Wprowadź poprawny numer telefonu, np. 600 700 800";
export const PERSON_NAME = "Dozwolone są tylko litery, spacje i łączniki";
export const ORDINARY_NAME = "Dozwolone są tylko litery, cyfry, spacje i łączniki";
export const NAME_WITHOUT_LETTER = "Wprowadź co najmniej jedną literę";
export function nameWithDisallowed(characters: string[], allowed: string): string {
  const quoted = characters.map((character) => `„${character}”`);
  const listed = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(", ")} i ${quoted.at(-1)}`;
  return `Usuń ${quoted.length === 1 ? "znak" : "znaki"} ${listed} – ${allowed.charAt(0).toLowerCase()}${allowed.slice(1)}`;
}
