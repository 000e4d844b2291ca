// SPEC §5's rules: a plain check and a zod schema built on it; schemas take `unknown`, speak Polish, output the normalised value.
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
