import { z } from "zod";

import { email, required } from "~/lib/validation";

/**
 * The login form's rules: the action validates with them, and the page loads
 * this module lazily to validate while the user types. No server code here,
 * as it is bundled for the browser.
 */
export const loginSchema = z.object({
  email,
  password: required,
  redirectTo: z.string().optional(),
});
