// Texts of the e-mail-link password screens. Kept apart from the schema
// (password-token-schema.ts) so a page showing them does not load zod.

export const SET_PASSWORD_LABELS = { password: "Nowe hasło", password_repeat: "Powtórz nowe hasło" };

export const PASSWORD_LINK_INVALID =
  "Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy link.";
