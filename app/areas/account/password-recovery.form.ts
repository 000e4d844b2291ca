// The password-recovery form: its rules (password-recovery.rules.ts), which
// the page fetches on the first focus, not with the page; the action validates with them too.

export const loadPasswordRecoveryRules = () =>
  import("./password-recovery.rules").then((module) => module.passwordRecoverySchema);
