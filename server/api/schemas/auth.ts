// Request bodies of /pl/api/auth/ and /pl/api/account/: the contract's source of truth.
import { z } from "zod";
import { email, maxLength, password, profileFields } from "../../../app/lib/validation";

const text = (max: number) => z.string().max(max);

export const loginBody = z.object({
  email: text(254).pipe(z.string().min(1)),
  password: text(256).pipe(z.string().min(1)),
});

export const refreshBody = z.object({ refresh: text(2000).pipe(z.string().min(1)) });
export const verifyBody = z.object({ token: text(2000).pipe(z.string().min(1)) });
export const passwordResetBody = z.object({ email });
export const passwordTokenBody = z.object({ token: text(200).pipe(z.string().min(1)) });
export const passwordConfirmBody = z.object({ token: text(200).pipe(z.string().min(1)), password });

/** Agreement 1: the platform's terms, which every account must accept. */
export const TERMS_AGREEMENT_ID = 1;
export const TERMS_REQUIRED = "Akceptacja regulaminu jest wymagana.";

/** JSON sends [1]; a form sends user_agreements=1 once per ticked box. */
const agreements = z
  .preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.coerce.number().int().positive()).max(20),
  )
  .refine((ids) => ids.includes(TERMS_AGREEMENT_ID), TERMS_REQUIRED)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const profileBody = { ...profileFields, user_agreements: agreements };

export const accountUpdateBody = z.object(profileBody);

export const registrationBody = z.object({ ...profileBody, email: email.pipe(maxLength(254)) });

export const passwordChangeBody = z
  .object({
    old_password: text(256).pipe(z.string().min(1)),
    new_password1: password,
    new_password2: text(256).pipe(z.string().min(1)),
  })
  .superRefine((data, ctx) => {
    if (typeof data.new_password1 === "string" && data.new_password1 !== data.new_password2) {
      ctx.addIssue({ code: "custom", path: ["new_password2"], message: "Hasła nie są takie same" });
    }
  });
