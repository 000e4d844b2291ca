// The login form: its labels, and its rules (login.rules.ts), which the page
// fetches on the first focus, not with the page; the action validates with them too.

export const LOGIN_LABELS = {
  email: "Adres e-mail",
  password: "Hasło",
  remember: "Nie wylogowuj mnie na tym urządzeniu",
};

export const loadLoginRules = () => import("./login.rules").then((module) => module.loginSchema);
