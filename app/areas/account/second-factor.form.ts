import { withZod } from "@remix-validated-form/with-zod";

import { secondFactorCodeBody } from "~/lib/contract/second-factor";

/** The one-field form of a code from the authenticator (or a recovery code), checked by the API's own rules. */
export const SECOND_FACTOR_FORM = "kod";
export const SECOND_FACTOR_FIELDS = ["code"] as const;
export const secondFactorCodeValidator = withZod(secondFactorCodeBody);
