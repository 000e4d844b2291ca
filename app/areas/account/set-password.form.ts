// Its rules (set-password.rules.ts) load on the first focus.

export const SET_PASSWORD_LABELS = { password: "Nowe hasło", password_repeat: "Powtórz nowe hasło" };

export const PASSWORD_LINK_INVALID =
  "Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy link.";

export const loadSetPasswordRules = () => import("./set-password.rules").then((module) => module.setPasswordSchema);
