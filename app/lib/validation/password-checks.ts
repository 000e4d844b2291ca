// SPEC §5's password rule as plain checks, loaded only by pages with a password form.
import { type Check, invalid, isBlank, requiring, valid } from "./checks";
import { REQUIRED } from "./form-messages";
import { characters, joinAllPl } from "./polish";
import { textLength } from "./text";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

/** In the order the message lists them. */
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

/** One sentence naming exactly what is wrong, so the user fixes it in one go. */
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

// Unicode classes, so "ą" is lowercase and "Ł" uppercase.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{M}\p{N}\s]/u;

export function passwordProblems(value: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = textLength(value);
  if (length < PASSWORD_MIN_LENGTH) problems.push("tooShort");
  if (length > PASSWORD_MAX_LENGTH) problems.push("tooLong");
  if (!LOWERCASE.test(value)) problems.push("lowercase");
  if (!UPPERCASE.test(value)) problems.push("uppercase");
  if (!DIGIT.test(value)) problems.push("digit");
  if (!SPECIAL.test(value)) problems.push("special");
  return problems;
}

export function isValidPassword(value: string): boolean {
  return passwordProblems(value).length === 0;
}

/** Never trimmed: spaces are part of what the user typed. */
export const passwordCheck: Check<string> = requiring((value) => {
  if (typeof value !== "string") return invalid(PASSWORD);
  const problems = passwordProblems(value);
  return problems.length === 0 ? valid(value) : invalid(passwordMessage(problems));
});

/** The message goes on the repeat field, the one the user must retype. */
export function passwordRepeatProblem(
  password: unknown,
  repeat: unknown,
  message: string = PASSWORD_REPEAT,
): string | null {
  if (password === repeat) return null;
  if (isBlank(repeat)) return isBlank(password) ? null : REQUIRED;
  return message;
}
