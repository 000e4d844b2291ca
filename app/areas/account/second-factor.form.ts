import { withZod } from "@remix-validated-form/with-zod";

import { secondFactorCodeBody } from "~/lib/contract/second-factor";

export const SECOND_FACTOR_FORM = "kod";
export const SECOND_FACTOR_FIELDS = ["code"] as const;
export const secondFactorCodeValidator = withZod(secondFactorCodeBody);
