// Request body of the event code check.
import { z } from "zod";

export const checkCodeBody = z.object({ code: z.string().max(100).pipe(z.string().trim().min(1)) });
