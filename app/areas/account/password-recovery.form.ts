// Its rules load on the first focus; the action validates with them too.

export const loadPasswordRecoveryRules = () =>
  import("./password-recovery.rules").then((module) => module.passwordRecoverySchema);
