import { z } from "zod";

import { CANCELLATION_REASON_MAX_LENGTH } from "~/lib/contract/schedule";
import { maxLength, required } from "~/lib/validation";

export const CANCELLATION_FORM = "odwolanie-zajec";

/** SPEC §4; the API refuses a blank reason too. */
export const cancellationSchema = z.object({
  cancellation_reason: required.pipe(maxLength(CANCELLATION_REASON_MAX_LENGTH)),
});
