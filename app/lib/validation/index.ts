// The form rules of SPEC §5, shared by the Remix app and the API server.
//
// Conventions every rule follows:
// - Each rule is a plain function (isValidPesel, normalizePhone, …) and a zod
//   schema (pesel, phone, …) built on it, so forms and the API agree.
// - Schemas accept `unknown` (form text, JSON numbers, undefined) and speak
//   Polish only. A blank value (missing, whitespace, empty file input) gets
//   "To pole jest wymagane"; wrap a schema in optionalField() to allow blank.
// - Schemas output the normalised value the server should store: trimmed
//   text, "00-950", "600 700 800", 11 PESEL digits, 26 account digits.
// - Failures are non-fatal zod issues, so object-level rules (requiredIf,
//   passwordRepeat) still run and every error is reported in one response.
export * from "./messages";
export * from "./core";
export * from "./mask";
export * from "./generic";
export * from "./checkbox";
export * from "./required-if";
export * from "./postal-code";
export * from "./phone";
export * from "./password";
export {
  PASSWORD,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REPEAT,
  passwordMessage,
  type PasswordProblem,
} from "./password-checks";
export * from "./pesel";
export * from "./dates";
export * from "./bank-account";
export * from "./names";
export * from "./time-rules";
export * from "./file";
export * from "./profile";
export * from "./phone-number";
export * from "./text";
export * from "./group-size";
export * from "./schedule";
export * from "./measurements";
