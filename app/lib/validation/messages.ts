// Every default message a user can read from a validation rule lives here, so
// the browser, the BFF and the API always show the same Polish wording.

/**
 * Polish noun form for a count: "1 znak", "2 znaki", "5 znaków", "12 znaków",
 * "22 znaki". Fractions take the genitive singular ("1,5 znaku") in Polish, so
 * callers may pass that form as `fraction`; it defaults to `many`.
 */
export function pluralPl(count: number, one: string, few: string, many: string, fraction: string = many): string {
  if (!Number.isFinite(count)) return many;
  if (!Number.isInteger(count)) return fraction;
  const n = Math.abs(count);
  if (n === 1) return one;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  // 12–14 end in 2–4 but take the "many" form.
  if (lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return few;
  return many;
}

/** Number as a Pole writes it: decimal comma (0,5), no thousands separator. */
export function formatNumberPl(value: number): string {
  return String(value).replace(".", ",");
}

function characters(count: number): string {
  return `${formatNumberPl(count)} ${pluralPl(count, "znak", "znaki", "znaków", "znaku")}`;
}

/** "a", "a lub b", "a, b lub c" – the natural Polish list of alternatives. */
export function joinAlternativesPl(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} lub ${items[items.length - 1]}`;
}

/** "a", "a i b", "a, b i c" – the natural Polish list of things that are all needed. */
export function joinAllPl(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} i ${items[items.length - 1]}`;
}

// Generic ----------------------------------------------------------------

export const REQUIRED = "To pole jest wymagane";
export const EMAIL = "Wprowadź poprawny adres e-mail";
export const NUMBER = "Wprowadź liczbę";
export const UNEQUAL = "Wprowadź inną wartość";
export const FILE = "Wybierz plik";

export const minLengthMessage = (n: number): string => `Wprowadź co najmniej ${characters(n)}`;
export const maxLengthMessage = (n: number): string => `Wprowadź nie więcej niż ${characters(n)}`;
export const exactLengthMessage = (n: number): string => `Wprowadź dokładnie ${characters(n)}`;
export const minValueMessage = (n: number): string => `Wprowadź wartość nie mniejszą niż ${formatNumberPl(n)}`;
export const maxValueMessage = (n: number): string => `Wprowadź wartość nie większą niż ${formatNumberPl(n)}`;

export const fileSizeMessage = (maxKb: number): string => `Plik może mieć najwyżej ${formatNumberPl(maxKb)} KB`;

/** Extensions are shown upper-case without the dot ("PDF, JPG lub PNG"), as users know them. */
export const fileExtensionMessage = (extensions: readonly string[]): string =>
  `Wybierz plik w formacie ${joinAlternativesPl(extensions.map((ext) => ext.replace(/^\.+/, "").toUpperCase()))}`;

// Formats ----------------------------------------------------------------

export const POSTAL_CODE = "Wprowadź poprawny kod pocztowy";
export const PESEL = "Wprowadź poprawny numer PESEL";
export const PHONE = "Wprowadź poprawny numer telefonu, np. 600 700 800";
export const BANK_ACCOUNT = "Wprowadź poprawny numer rachunku bankowego (26 cyfr)";
export const BANK_ACCOUNT_CHECKSUM = "Numer rachunku bankowego jest niepoprawny – sprawdź, czy nie ma w nim literówki";
export const ISO_DATE = "Wprowadź poprawną datę w formacie RRRR-MM-DD";
export const ISO_DATETIME = "Wprowadź poprawną datę i godzinę w formacie RRRR-MM-DDTGG:MM";
export const TIME = "Wprowadź poprawną godzinę w formacie GG:MM";
export const PERSON_NAME = "Dozwolone są tylko litery, spacje i łączniki";
export const ORDINARY_NAME = "Dozwolone są tylko litery, cyfry, spacje i łączniki";
export const NAME_WITHOUT_LETTER = "Wprowadź co najmniej jedną literę";
/** Names the characters a name may not hold, then what it may. */
export function nameWithDisallowed(characters: string[], allowed: string): string {
  const quoted = characters.map((character) => `„${character}”`);
  const listed = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(", ")} i ${quoted.at(-1)}`;
  return `Usuń ${quoted.length === 1 ? "znak" : "znaki"} ${listed} – ${allowed.charAt(0).toLowerCase()}${allowed.slice(1)}`;
}

// Password ---------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

/** What a password can lack; the order is the order the message lists them in. */
export type PasswordProblem = "tooShort" | "tooLong" | "lowercase" | "uppercase" | "digit" | "special";

const PASSWORD_NEEDS: Record<"lowercase" | "uppercase" | "digit" | "special", string> = {
  lowercase: "małą literę",
  uppercase: "wielką literę",
  digit: "cyfrę",
  special: "znak specjalny",
};

export const PASSWORD =
  `Hasło musi mieć od ${PASSWORD_MIN_LENGTH} do ${PASSWORD_MAX_LENGTH} znaków ` +
  "i zawierać małą literę, wielką literę, cyfrę oraz znak specjalny";

/**
 * One sentence naming exactly what is wrong, e.g. "Hasło musi mieć co najmniej
 * 8 znaków oraz zawierać wielką literę i cyfrę", so the user fixes it in one go.
 */
export function passwordMessage(problems: readonly PasswordProblem[]): string {
  if (problems.length === 0) return PASSWORD;
  const parts: string[] = [];
  if (problems.includes("tooShort")) parts.push(`mieć co najmniej ${characters(PASSWORD_MIN_LENGTH)}`);
  if (problems.includes("tooLong")) parts.push(`mieć nie więcej niż ${characters(PASSWORD_MAX_LENGTH)}`);
  const needs = (["lowercase", "uppercase", "digit", "special"] as const)
    .filter((need) => problems.includes(need))
    .map((need) => PASSWORD_NEEDS[need]);
  if (needs.length > 0) parts.push(`zawierać ${joinAllPl(needs)}`);
  return `Hasło musi ${parts.join(" oraz ")}`;
}

export const PASSWORD_REPEAT = "Hasła nie są takie same";

// Time -------------------------------------------------------------------

export const TIME_TOO_LATE = "Wybrana godzina jest zbyt późna";
export const TIME_TOO_EARLY = "Wybrana godzina jest zbyt wczesna";
/** Default for timeBetween: the time is outside an allowed range. */
export const TIME_OUTSIDE_RANGE = "Wybrana godzina jest poza dozwolonym przedziałem";
/** Default for timeNotBetween: the time falls into an excluded range. */
export const TIME_IN_EXCLUDED_RANGE = "Wybrana godzina jest niedostępna";
