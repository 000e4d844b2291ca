// Its rules (login.rules.ts) load on the first focus; the action validates with them too.

export const LOGIN_LABELS = {
  email: "Adres e-mail",
  password: "Hasło",
  remember: "Nie wylogowuj mnie na tym urządzeniu",
};

export const loadLoginRules = () => import("./login.rules").then((module) => module.loginSchema);
