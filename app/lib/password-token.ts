import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { password, passwordRepeat, required } from "./validation";

/** The new-password form of an e-mail link, validated the same in the browser and in the action. */
export const setPasswordValidator = withZod(
  z
    .object({ token: required, password, password_repeat: z.string().optional() })
    .superRefine(passwordRepeat("password", "password_repeat")),
);

export const SET_PASSWORD_LABELS = { password: "Nowe hasło", password_repeat: "Powtórz nowe hasło" };

export const PASSWORD_LINK_INVALID =
  "Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy link.";
