// SPEC §5's rules: a plain check and a zod schema built on it; schemas take `unknown`, speak Polish, output the normalised value.
export * from "./bank-account";
export * from "./checkbox";
export * from "./core";
export * from "./dates";
export * from "./decimal";
export * from "./file";
export * from "./generic";
export * from "./group-size";
export * from "./mask";
export * from "./measurements";
export * from "./messages";
export * from "./names";
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
export * from "./phone";
export * from "./phone-number";
export * from "./postal-code";
export * from "./profile";
export * from "./required-if";
export * from "./schedule";
export * from "./text";
export * from "./time-rules";
