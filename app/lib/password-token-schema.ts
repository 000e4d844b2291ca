import { z } from "zod";

import { password, passwordRepeat, required } from "./validation";

/**
 * The new-password form of an e-mail link: the action validates with it, and
 * the page loads it lazily to validate while the user types. No server code
 * here, as it is bundled for the browser.
 */
export const setPasswordSchema = z
  .object({ token: required, password, password_repeat: z.string().optional() })
  .superRefine(passwordRepeat("password", "password_repeat"));
