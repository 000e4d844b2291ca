import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { password, passwordRepeat, required } from "~/lib/validation";

export const PASSWORD_CHANGE_FORM = "haslo";

export const PASSWORD_CHANGE_LABELS = {
  old_password: "Obecne hasło",
  new_password1: "Nowe hasło",
  new_password2: "Powtórz nowe hasło",
};

export const passwordChangeSchema = z
  .object({ old_password: required, new_password1: password, new_password2: z.string().optional() })
  .superRefine(passwordRepeat("new_password1", "new_password2"));

export const passwordChangeValidator = withZod(passwordChangeSchema);
