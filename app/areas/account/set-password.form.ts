// The e-mail-link password form and its screens' texts. Its rules
// (set-password.rules.ts) load on the first focus, so a page showing it does not carry them up front.

export const SET_PASSWORD_LABELS = { password: "Nowe hasło", password_repeat: "Powtórz nowe hasło" };

export const PASSWORD_LINK_INVALID =
  "Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy link.";

// The schema the action (password-token.server) validates with, fetched on the first focus.
export const loadSetPasswordRules = () => import("./set-password.rules").then((module) => module.setPasswordSchema);
