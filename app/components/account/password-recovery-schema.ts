import { z } from "zod";

import { email } from "~/lib/validation";

/**
 * The "send me a link" form of password recovery: validated by its action,
 * and in the browser after a lazy load. No server code here, as it is
 * bundled for the browser.
 */
export const passwordRecoverySchema = z.object({ email });
